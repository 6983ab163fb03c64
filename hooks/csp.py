"""MkDocs hook: a strict Content-Security-Policy first in every page's ``<head>``.

No ``'unsafe-inline'`` or ``'unsafe-eval'`` for scripts: Material's few inline scripts are
allowed by their SHA-256 hashes, and Pyodide needs only ``'wasm-unsafe-eval'``.  Runs last
(after every hook and plugin that changes a page's HTML), so the hashes are of the final
scripts.  A page's content holds no executable inline script: Material's instant
navigation would re-create it outside the policy (the calculators keep their data in
``<template>`` elements).
"""

from __future__ import annotations

import base64
import hashlib
import re

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.plugins import event_priority
from mkdocs.structure.pages import Page

# An executable inline script (no attributes: JSON data blocks have a type).
INLINE_SCRIPT = re.compile(r"<script>(.*?)</script>", re.DOTALL)
DIRECTIVES = (
    "default-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
)


@event_priority(-100)
def on_post_page(output: str, *, page: Page, config: MkDocsConfig) -> str:
    return add_csp(output)


@event_priority(-100)
def on_post_template(output_content: str, *, template_name: str, config: MkDocsConfig) -> str:
    return add_csp(output_content) if template_name.endswith(".html") else output_content


def add_csp(html: str) -> str:
    """``html`` with the policy as a ``<meta http-equiv>`` right after ``<head>``."""
    if "<head>" not in html:
        return html
    hashes = sorted(
        {
            "'sha256-" + base64.b64encode(hashlib.sha256(body.encode()).digest()).decode() + "'"
            for body in INLINE_SCRIPT.findall(html)
        }
    )
    script_src = " ".join(["script-src 'self' 'wasm-unsafe-eval'", *hashes])
    policy = "; ".join([DIRECTIVES[0], script_src, *DIRECTIVES[1:]])
    meta = f'<meta http-equiv="Content-Security-Policy" content="{policy}">'
    return html.replace("<head>", f"<head>\n    {meta}", 1)
