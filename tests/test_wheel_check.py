"""The site's pages are rendered by the core in ``calculators/``, its live results by the core
in the wheel (hooks/runtime.py): the two must be one core.  Stop 40's pt audit built a site
with ``tools.build_site`` over a wheel made before a change to the core: the pages showed the
Diet of Worms' new column, and the first change took it away."""

from __future__ import annotations

import zipfile
from pathlib import Path

import pytest
from mkdocs.exceptions import PluginError

from hooks.runtime import ROOT, core_files, stale_files

CORE = ROOT / "calculators"


def wheel_of(tmp_path: Path, changed: dict[str, bytes] | None = None, left_out: str = "") -> Path:
    """A wheel of the core as it is, with ``changed`` files and without ``left_out``."""
    path = tmp_path / "calculators-0.1.0-py3-none-any.whl"
    with zipfile.ZipFile(path, "w") as wheel:
        for source in core_files():
            name = source.relative_to(ROOT).as_posix()
            if name != left_out:
                wheel.writestr(name, (changed or {}).get(name, source.read_bytes()))
        wheel.writestr("calculators-0.1.0.dist-info/METADATA", "Name: calculators\n")
    return path


def test_a_wheel_of_the_core_as_it_is_is_taken(tmp_path: Path) -> None:
    assert stale_files(wheel_of(tmp_path)) == []


def test_a_wheel_with_an_older_file_is_named_stale(tmp_path: Path) -> None:
    name = "calculators/his/diet_of_worms/report.py"
    wheel = wheel_of(tmp_path, {name: b"# before the change\n"})
    assert stale_files(wheel) == [name]


def test_a_wheel_with_older_texts_is_named_stale(tmp_path: Path) -> None:
    # The texts the core reads (calculators.i18n.words_file) are the core too.
    name = "calculators/juizes/income/words.toml"
    wheel = wheel_of(tmp_path, {name: b'[TEXT.title]\npt = "Renda"\n'})
    assert stale_files(wheel) == [name]


def test_a_file_the_wheel_lacks_is_named_too(tmp_path: Path) -> None:
    name = "calculators/juizes/page.py"
    assert stale_files(wheel_of(tmp_path, left_out=name)) == [name]


def test_the_build_stops_on_a_stale_wheel_and_says_how_to_mend_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from hooks import runtime

    wheel_of(tmp_path, {"calculators/i18n.py": b"\n"})
    monkeypatch.setattr(runtime, "WHEEL_DIR", tmp_path)
    with pytest.raises(PluginError, match=r"calculators/i18n\.py.*make wheel"):
        runtime.find_wheel()
