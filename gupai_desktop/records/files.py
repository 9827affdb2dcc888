"""Durable file writes shared by records and autosave: what is committed survives a crash."""

from __future__ import annotations

import os
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator, TextIO


def write_atomic(path: Path, text: str) -> None:
    """Replace `path` with `text` so the file on disk is always the old one or the new one."""
    with atomic_file(path) as f:
        f.write(text)


@contextmanager
def atomic_file(path: Path) -> Iterator[TextIO]:
    """write_atomic for text written bit by bit (a long simulation's record, never held
    whole): a temporary file beside `path` replaces it once the block ends without error."""
    import tempfile  # deferred: it costs the app's start-up ~10 ms and is needed only here

    path = replaced_file(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = None
    try:  # (made inside: a stop just after it is made removes it too)
        fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
        if os.name == "posix":  # mkstemp's 0600 would replace the file's own mode
            os.fchmod(fd, _mode_for(path))
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as f:
            yield f
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        if tmp is not None:
            Path(tmp).unlink(missing_ok=True)
        raise
    fsync_dir(path.parent)


def replaced_file(path: Path) -> Path:
    """The file a write to `path` replaces: a link's target (the link stays a link), and never
    a device, a pipe or a socket (`simulate --record /dev/null`, run as root, made /dev/null a
    plain file)."""
    import stat  # deferred, as tempfile

    try:
        mode = os.stat(path).st_mode  # through any link (/dev/stdout: a link to a pipe)
    except FileNotFoundError:
        mode = None
    if mode is not None and stat.S_ISDIR(mode):
        raise IsADirectoryError(21, "that is a folder", str(path))
    if mode is not None and not stat.S_ISREG(mode):
        raise OSError("a device or a pipe, not a file")
    if path.is_symlink():
        path = Path(os.path.realpath(path))
        if not path.parent.is_dir():  # a link into a folder that is gone: not made anew
            raise FileNotFoundError(2, "the folder the link points into does not exist", str(path))
    return path


def _mode_for(path: Path) -> int:
    """The mode the file keeps when replaced, or a new file's as open() would make it (0666
    less the umask, read from /proc: os.umask() would change it for a moment for every thread)."""
    try:
        return os.stat(path).st_mode & 0o7777
    except OSError:
        pass
    umask = 0o022
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            umask = next(int(line.split()[1], 8) for line in status if line.startswith("Umask:"))
    except (OSError, StopIteration, ValueError):
        pass
    return 0o666 & ~umask


def fsync_dir(folder: Path) -> None:
    if os.name != "posix":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


RECORD_SUFFIX = ".jsonl"  # a game record's, as the records folder lists them


def import_target(folder: Path, source: Path) -> Path:
    """Where an imported copy of `source` goes in `folder`: imported-<name>.jsonl (whatever
    the file was called: the records browser lists the folder's .jsonl files, and an import
    of "my-hands" or "my-hands.txt" was copied where it never showed), or -2, -3, ... before
    the suffix when that name holds another file (a second file of the same name must not
    replace the first one's hands). A file whose hands the folder holds already is not
    copied at all, nor a hand the folder holds (records/catalog.held_hands)."""
    stem, suffix = Path(source.name).stem, RECORD_SUFFIX
    for n in range(1, 10_000):
        target = folder / f"imported-{stem}{'' if n == 1 else f'-{n}'}{suffix}"
        if not target.exists():
            return target
    raise OSError(f"no free name for an imported copy of {source.name} in {folder}")
