"""Frozen entry point of the `gupai-desktop` executable: PyInstaller starts from a script.

The AI's worker processes are this same executable started again (the spawn method);
`freeze_support` turns such a start into a worker before anything else loads."""

import multiprocessing
import sys

if __name__ == "__main__":
    multiprocessing.freeze_support()
    from gupai_desktop.app.main import main

    sys.exit(main())
