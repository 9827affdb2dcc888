#!/usr/bin/env bash
# Optional helper: add Gupai to the desktop's application menu for the current user by copying
# the desktop entry and the 256 px icon under ~/.local/share (or $XDG_DATA_HOME).
# `gupai-desktop` must be on PATH (pip install, or a link to dist/gupai-desktop/gupai-desktop),
# or pass the executable's path to write it into the entry's Exec line.
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(dirname "$HERE")"
DATA="${XDG_DATA_HOME:-$HOME/.local/share}"
APPS="$DATA/applications"
ICONS="$DATA/icons/hicolor/256x256/apps"

mkdir -p "$APPS" "$ICONS"
install -m 644 "$ROOT/resources/icons/gupai.png" "$ICONS/gupai-desktop.png"
if [[ $# -ge 1 ]]; then
    exe="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
    sed "s|^Exec=.*|Exec=\"$exe\"|" "$HERE/gupai-desktop.desktop" > "$APPS/gupai-desktop.desktop"
    chmod 644 "$APPS/gupai-desktop.desktop"
else
    install -m 644 "$HERE/gupai-desktop.desktop" "$APPS/gupai-desktop.desktop"
fi

# Refresh caches where they exist; a new icon cache is not created, since a stale one would
# later hide icons that other programs install without updating it.
if command -v update-desktop-database >/dev/null; then
    update-desktop-database -q "$APPS" || true
fi
CACHE="$DATA/icons/hicolor/icon-theme.cache"
if [[ -f "$CACHE" ]] && command -v gtk-update-icon-cache >/dev/null; then
    gtk-update-icon-cache -q "$(dirname "$CACHE")" || true
fi
echo "installed $APPS/gupai-desktop.desktop and $ICONS/gupai-desktop.png"
