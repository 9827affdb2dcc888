"""Rewrite the golden playthroughs (tests/golden/*.txt): `python -m tests.golden_regen`."""

from tests.test_golden import regenerate

if __name__ == "__main__":
    for path in regenerate():
        print(path)
