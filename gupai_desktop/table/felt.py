"""The felt's wooden rim, in proportion to the table: the scene draws it, and a layout keeps
the pieces off it, its rounded corners included."""

from __future__ import annotations

import math
from dataclasses import dataclass


@dataclass(frozen=True)
class Rim:
    inset: float  # from the scene's edge to the middle of the rim's stroke
    stroke: float  # the rim's width
    radius: float  # its corners' rounding

    @staticmethod
    def of(width: float, height: float) -> "Rim":
        k = min(width, height) / 1000
        return Rim(max(6.0, 14 * k), max(6.0, 18 * k), 120 * k)

    def side_clearance(self, height: float, y: float) -> float:
        """How far in from the left and right edges the felt begins at height `y`: the rim's
        inner edge, which comes further in along a rounded corner."""
        r = self.radius
        dy = max(self.inset + r - y, y - (height - self.inset - r), 0.0)
        curve = r - math.sqrt(max(0.0, r * r - min(dy, r) ** 2))
        return self.inset + curve + self.stroke / 2
