"""`make bench`: the site measured in headless Chromium (`run.py`), and its table (`report.py`)."""
