#!/usr/bin/env bash
# Build the one-folder bundle dist/gupai-desktop/ (the app `gupai-desktop` and the CLI `gupai`)
# with PyInstaller, then prove it works by running the frozen app's --self-test headless.
# Run from anywhere; uses `python` from PATH (or $PYTHON) with the project and PyInstaller
# installed (`pip install -e '.[test]'`). Extra arguments go to PyInstaller.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
PYTHON="${PYTHON:-python}"
cd "$ROOT"

start=$SECONDS
"$PYTHON" packaging/i18n.py release        # the .qm the bundle ships, from the .ts catalogues
"$PYTHON" -m PyInstaller --noconfirm --clean packaging/gupai-desktop.spec \
    --distpath dist --workpath build/pyinstaller "$@"
echo "build took $((SECONDS - start)) s"

BUNDLE="dist/gupai-desktop"
if [[ "$(uname -s)" == MINGW* || "$(uname -s)" == MSYS* || "$(uname -s)" == CYGWIN* ]]; then
    APP="$BUNDLE/gupai-desktop.exe"
else
    APP="$BUNDLE/gupai-desktop"
fi

echo "running $APP --self-test"
if ! output="$(QT_QPA_PLATFORM=offscreen "$APP" --self-test 2>&1)"; then
    printf '%s\n' "$output" >&2
    echo "build.sh: the frozen self-test failed" >&2
    exit 1
fi
printf '%s\n' "$output"
# A windowed Windows build has no stdout, so only the exit status can be checked there.
if [[ "$APP" != *.exe ]] && ! grep -q "self-test ok" <<<"$output"; then
    echo "build.sh: the frozen self-test did not report success" >&2
    exit 1
fi

echo "bundle size: $(du -sh "$BUNDLE" | cut -f1) ($BUNDLE)"
