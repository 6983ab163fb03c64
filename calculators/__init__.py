"""Scoring core for the board-game rules site: pure Python, standard library only.

Runs unchanged in CPython (tests, ``python -m calculators``) and in the browser through
Pyodide.  Start with :mod:`calculators.api`::

    >>> from calculators.api import run
    >>> run("his.diet_of_worms", {"protestant_cp": 1, "papal_cp": 1, "hapsburg_cp": 1})["protestant_dice"]
    5
"""

__version__ = "0.1.0"
