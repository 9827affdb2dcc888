"""Frozen entry point of the `gupai-desktop` executable (PyInstaller needs a script, not an entry point)."""
import sys

from gupai_desktop.app.main import main

if __name__ == "__main__":
    sys.exit(main())
