"""Frozen entry point of the `gupai` command-line executable bundled beside the app."""
import sys

from gupai_desktop.cli.main import main

if __name__ == "__main__":
    sys.exit(main())
