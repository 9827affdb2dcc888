"""Small Mahjong (打小麻将): draw and discard dominoes to make two combinations."""
