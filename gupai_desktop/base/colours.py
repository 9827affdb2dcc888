"""Colours that mean the same thing wherever they are drawn."""

FOCUS = "#4fc3f7"  # the keyboard's place: the table's cursor and the ring round a button
