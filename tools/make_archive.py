"""Pack the built site into a zip a player unpacks and serves with one command.

Browsers refuse to run the calculators' WebAssembly worker from file://, so the archive
holds the site in a folder with a README telling how to serve it on localhost.  The archive
does not hold itself (``downloads/``): in its pages a link to it becomes a note saying that
this copy is the archive.
Usage: python -m tools.make_archive SITE_DIR OUT.zip
"""

from __future__ import annotations

import html
import re
import sys
import zipfile
from pathlib import Path

FOLDER = "rules-site"
README = """Справочник игрока / Referência para jogadores / Player's reference: offline copy

RU: Чтобы калькуляторы работали, откройте сайт с локального веб-сервера (нужен Python 3,
    python.org). Откройте терминал в этой папке (rules-site) и выполните:
      Windows:        py -m http.server 8000     (или: python -m http.server 8000)
      macOS, Linux:   python3 -m http.server 8000
    затем откройте в браузере http://localhost:8000/ . Не закрывайте терминал, пока
    пользуетесь сайтом; остановить сервер: Ctrl+C. Порт 8000 занят: возьмите 8001.
    Подробно, по шагам: страница «Печать и офлайн» (offline/index.html).
    (Страницы можно читать и просто открыв index.html, но калькуляторы не будут считать.)

PT: Para as calculadoras funcionarem, abra o site por um servidor local (requer Python 3,
    python.org). Abra um terminal nesta pasta (rules-site) e execute:
      Windows:        py -m http.server 8000     (ou: python -m http.server 8000)
      macOS, Linux:   python3 -m http.server 8000
    e abra http://localhost:8000/ no navegador. Não feche o terminal enquanto usa o site;
    para parar o servidor: Ctrl+C. Porta 8000 ocupada: use 8001.
    Passo a passo: página "Impressão e uso offline" (pt/offline/index.html).
    (As páginas também podem ser lidas abrindo index.html, mas as calculadoras não calculam.)
"""


# A link to something under downloads/ (the archive itself), and what replaces it.
DOWNLOAD_LINK = re.compile(r'<a\b[^>]*\bhref="[^"]*\bdownloads/[^"]*"[^>]*>(.*?)</a>', re.DOTALL)
IN_ARCHIVE = {
    "ru": "это та копия, которую вы сейчас читаете",
    "pt": "é esta cópia que você está lendo",
}


def without_download_links(page: str) -> str:
    """The page with each link into downloads/ replaced by its text and a note."""
    lang = re.search(r'<html[^>]*\blang="([a-z]+)', page)
    note = IN_ARCHIVE.get(lang.group(1) if lang else "", IN_ARCHIVE["ru"])
    return DOWNLOAD_LINK.sub(lambda m: f"<em>{m.group(1)} — {html.escape(note)}</em>", page)


def make_archive(site: Path, out: Path) -> None:
    out.parent.mkdir(parents=True, exist_ok=True)
    skip = {out.resolve()}
    with zipfile.ZipFile(out, "w", compression=zipfile.ZIP_DEFLATED, compresslevel=6) as archive:
        archive.writestr(f"{FOLDER}/LEIA-ME-README.txt", README)
        for path in sorted(site.rglob("*")):
            if path.is_dir() or path.resolve() in skip or path.relative_to(site).parts[0] == "downloads":
                continue
            name = f"{FOLDER}/{path.relative_to(site).as_posix()}"
            if path.suffix == ".html" and "downloads/" in (text := path.read_text(encoding="utf-8")):
                archive.writestr(name, without_download_links(text))
            else:
                archive.write(path, name)
    print(f"{out} ({out.stat().st_size // (1024 * 1024)} MiB)")


if __name__ == "__main__":
    make_archive(Path(sys.argv[1]), Path(sys.argv[2]))
