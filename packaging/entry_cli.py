"""Frozen entry point of the `gupai` command-line executable bundled beside the app.

`simulate`'s worker processes are this same executable started again (the spawn method);
`freeze_support` turns such a start into a worker before anything else runs."""

import multiprocessing
import sys

if __name__ == "__main__":
    multiprocessing.freeze_support()
    from gupai_desktop.cli.main import main

    sys.exit(main())
