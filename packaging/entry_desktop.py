"""Frozen entry point of the `gupai-desktop` executable: PyInstaller starts from a script."""
import sys

from gupai_desktop.app.main import main

if __name__ == "__main__":
    sys.exit(main())
