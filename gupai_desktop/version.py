"""The package's version, read in one place for `gupai --version`, `gupai-desktop --version`,
Help → About and the `app_version` of every record.

Imports neither Qt nor anything of the package, so `--version` answers before the app's start-up
checks and without a display.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

DISTRIBUTION = "gupai-desktop"
PYPROJECT = Path(__file__).resolve().parent.parent / "pyproject.toml"


@lru_cache(maxsize=1)
def version() -> str:
    """The installed distribution's version; in a checkout that is not installed, the one in
    pyproject.toml; "unknown" if neither can be read."""
    from importlib import metadata  # here, not at the top: it costs ~25 ms of app start-up

    try:
        return metadata.version(DISTRIBUTION)
    except metadata.PackageNotFoundError:
        return pyproject_version(PYPROJECT) or "unknown"


def pyproject_version(path: Path = PYPROJECT) -> str | None:
    """`[project] version` of a pyproject.toml, or None if the file is missing or unreadable."""
    import tomllib

    try:
        with path.open("rb") as f:
            found = tomllib.load(f).get("project", {}).get("version")
    except (OSError, tomllib.TOMLDecodeError):
        return None
    return found if isinstance(found, str) else None


def version_line(program: str) -> str:
    """What `PROGRAM --version` prints."""
    return f"{program} {version()}"
