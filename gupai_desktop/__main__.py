"""`python -m gupai_desktop` starts the app, as `gupai-desktop` does."""

import sys

from .app.main import main

sys.exit(main())
