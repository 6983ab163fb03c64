"""The calculator shell's own words (status line, buttons, notices), per language.

Everything else a calculator shows (labels, help, errors, results) comes from the core
(``calculators/``); these strings belong to the page around it, so they live with the
site: the build template (``overrides/calculators/calculator.html``) prints them and
hands them to the browser module in each calculator's configuration.
"""

from __future__ import annotations

from collections.abc import Mapping

from calculators.i18n import Text, tr

UI: Mapping[str, Text] = {
    "status.static": {
        "ru": "Результат для значений по умолчанию рассчитан заранее.",
        "pt": "Resultado calculado previamente para os valores padrão.",
        "en": "Result for the default values computed in advance.",
    },
    "status.loading": {
        "ru": "загрузка Python…",
        "pt": "carregando o Python…",
        "en": "loading Python…",
    },
    # While Python loads on a slow link: how much of it has arrived ({percent}: 0-99), shown
    # after status.loading and not announced (it changes four times a second), then its
    # start once everything is in.
    "status.progress": {
        "ru": "{percent}\u00a0%",
        "pt": "{percent}%",
        "en": "{percent}%",
    },
    # While Python loads, the link: nothing has arrived for a while (the percentage shows
    # after it), or it dropped (the page waits for it, then loads Python again).
    "status.link_stalled": {
        "ru": "Данные не поступают: загрузка Python продолжится, когда связь оживёт.",
        "pt": "Nada está chegando: o Python continua a carregar quando a conexão voltar.",
        "en": "Nothing is arriving: Python goes on loading once the link is back.",
    },
    "status.link_down": {
        "ru": "Связь прервалась: Python загрузится, когда она вернётся. Страница и введённые значения остаются.",
        "pt": "A conexão caiu: o Python carrega quando ela voltar. A página e os valores informados continuam aqui.",
        "en": "The connection dropped: Python loads once it is back. The page and your values stay.",
    },
    # Offline before Python was ever kept on this device: the page waits for the connection.
    "status.link_down_offline": {
        "ru": (
            "Нет подключения к интернету, а Python для калькуляторов на этом устройстве ещё не "
            "сохранён (он сохраняется, когда калькулятор один раз заработает при подключении). "
            "Показан последний рассчитанный результат; расчёт запустится сам, когда появится связь."
        ),
        "pt": (
            "Sem conexão com a internet, e o Python das calculadoras ainda não foi salvo neste "
            "dispositivo (ele é salvo quando uma calculadora funciona uma vez com conexão). O último "
            "resultado calculado continua exibido; o cálculo começa sozinho quando a conexão voltar."
        ),
        "en": (
            "No internet connection, and the calculators' Python is not kept on this device yet (it "
            "is kept once a calculator has run online). The last result is shown; calculation "
            "starts by itself once the connection is back."
        ),
    },
    "status.starting": {
        "ru": "Python загружен, запуск…",
        "pt": "Python baixado, iniciando…",
        "en": "Python downloaded, starting…",
    },
    "status.ready": {
        "ru": "Калькулятор готов: результат обновляется при каждом изменении.",
        "pt": "Calculadora pronta: o resultado se atualiza a cada mudança.",
        "en": "Calculator ready: the result updates on every change.",
    },
    "status.invalid": {
        "ru": "Исправьте отмеченные поля; показан последний верный результат.",
        "pt": "Corrija os campos marcados; o último resultado válido continua exibido.",
        "en": "Fix the marked fields; the last valid result is still shown.",
    },
    # A refused value, and the result shown is the page's own, for values the form never held
    # in this tab (a link or the stored values replaced them): not "the last valid" one.
    "status.invalid_defaults": {
        "ru": "Исправьте отмеченные поля; пока показан результат для значений по умолчанию.",
        "pt": "Corrija os campos marcados; por ora aparece o resultado dos valores padrão.",
        "en": "Fix the marked fields; for now the result for the default values is shown.",
    },
    "status.unsupported": {
        "ru": (
            "Живой расчёт недоступен: браузер не может запустить Python (нужны WebAssembly и "
            "веб-воркеры, а страница должна быть открыта с веб-сервера, не из файла). "
            "Показан заранее рассчитанный результат для значений по умолчанию. Чтобы включить "
            "расчёт, откройте терминал в папке распакованного архива (rules-site), выполните "
            "«python3 -m http.server 8000» (в Windows — «py -m http.server 8000») и откройте "
            "http://localhost:8000/. По шагам — на странице «Печать и офлайн»."
        ),
        "pt": (
            "Cálculo ao vivo indisponível: o navegador não consegue executar o Python (requer "
            "WebAssembly e web workers, e a página deve vir de um servidor, não de um arquivo). "
            "O resultado exibido foi calculado antes, para os valores padrão. Para ativar o "
            "cálculo, abra um terminal na pasta do arquivo descompactado (rules-site), execute "
            "“python3 -m http.server 8000” (no Windows, “py -m http.server 8000”) e abra "
            "http://localhost:8000/. Passo a passo na página “Impressão e uso offline”."
        ),
        "en": (
            "Live calculation unavailable: this browser cannot run Python here (it needs "
            "WebAssembly, web workers and a page served over http). The result shown was computed "
            "beforehand, for the default values. To enable it, run 'python3 -m http.server 8000' "
            "('py -m http.server 8000' on Windows) in the unpacked site folder and open "
            "http://localhost:8000/."
        ),
    },
    "status.failed": {
        "ru": (
            "Не удалось запустить Python или он перестал отвечать; показан последний "
            "рассчитанный результат. Перезагрузите страницу, чтобы попробовать снова."
        ),
        "pt": (
            "Não foi possível iniciar o Python, ou ele parou de responder; o último resultado "
            "calculado continua exibido. Recarregue a página para tentar de novo."
        ),
        "en": "Python could not be started or stopped answering; the last result is shown. Reload to retry.",
    },
    "status.failed_offline": {
        "ru": (
            "Нет подключения к интернету, а Python для калькуляторов на этом устройстве ещё не "
            "сохранён (он сохраняется, когда калькулятор один раз заработает при подключении). "
            "Показан последний рассчитанный результат. Обновите страницу, когда появится связь."
        ),
        "pt": (
            "Sem conexão com a internet, e o Python das calculadoras ainda não foi salvo neste "
            "dispositivo (ele é salvo quando uma calculadora funciona uma vez com conexão). O último "
            "resultado calculado continua exibido. Recarregue a página quando a conexão voltar."
        ),
        "en": (
            "No internet connection, and Python for the calculators is not yet kept on this device "
            "(it is kept once a calculator has run online). The last result is shown. Reload when "
            "you are back online."
        ),
    },
    "button.add_row": {"ru": "Добавить строку", "pt": "Adicionar linha", "en": "Add row"},
    "button.remove_row": {"ru": "Удалить строку", "pt": "Remover linha", "en": "Remove row"},
    "button.preset": {"ru": "Загрузить", "pt": "Carregar", "en": "Load"},
    "button.import_row": {
        "ru": "Добавить строку из калькулятора «{title}»",
        "pt": "Adicionar linha da calculadora “{title}”",
        "en": "Add a row from the calculator '{title}'",
    },
    "button.reset_to": {"ru": "Сбросить: {label}", "pt": "Restaurar: {label}", "en": "Reset: {label}"},
    "button.decrease": {"ru": "Меньше", "pt": "Menos", "en": "Less"},
    "button.increase": {"ru": "Больше", "pt": "Mais", "en": "More"},
    "note.fresh_row": {
        "ru": "Новая строка учитывается, как только вы что-нибудь в неё введёте.",
        "pt": "A linha nova entra na conta assim que você preencher algo nela.",
        "en": "A new row counts as soon as you enter something in it.",
    },
    "note.rows_full": {
        "ru": "Больше строк добавить нельзя (максимум — {max}).",
        "pt": "Não é possível adicionar mais linhas (máximo: {max}).",
        "en": "No more rows can be added (at most {max}).",
    },
    # The shown result does not match the inputs (yet): one line beside the dimmed result.
    "stale.loading": {
        "ru": "Результат — для прежних значений: Python ещё загружается.",
        "pt": "O resultado é dos valores anteriores: o Python ainda está carregando.",
        "en": "The result is for the previous values: Python is still loading.",
    },
    "stale.loading_part": {
        "ru": "Результат — для прежних значений: Python ещё загружается ({percent}\u00a0%).",
        "pt": "O resultado é dos valores anteriores: o Python ainda está carregando ({percent}%).",
        "en": "The result is for the previous values: Python is still loading ({percent}%).",
    },
    "stale.link_down": {
        "ru": "Результат — для прежних значений: нет связи, Python загрузится, когда она вернётся.",
        "pt": "O resultado é dos valores anteriores: sem conexão; o Python carrega quando ela voltar.",
        "en": "The result is for the previous values: no connection; Python loads once it is back.",
    },
    "stale.starting": {
        "ru": "Результат — для прежних значений: Python запускается.",
        "pt": "O resultado é dos valores anteriores: o Python está iniciando.",
        "en": "The result is for the previous values: Python is starting.",
    },
    "stale.pending": {
        "ru": "Пересчёт…",
        "pt": "Recalculando…",
        "en": "Recalculating…",
    },
    "stale.invalid": {
        "ru": "Результат — для последних верных значений: исправьте отмеченные поля.",
        "pt": "O resultado é dos últimos valores válidos: corrija os campos marcados.",
        "en": "The result is for the last valid values: fix the marked fields.",
    },
    # ...naming the values of the marked fields it took.
    "stale.invalid_values": {
        "ru": "Результат — для последних верных значений ({list}): исправьте отмеченные поля.",
        "pt": "O resultado é dos últimos valores válidos ({list}): corrija os campos marcados.",
        "en": "The result is for the last valid values ({list}): fix the marked fields.",
    },
    "stale.invalid_defaults": {
        "ru": "Результат — для значений по умолчанию, а не для ваших: исправьте отмеченные поля.",
        "pt": "O resultado é o dos valores padrão, não dos seus: corrija os campos marcados.",
        "en": "The result is for the default values, not yours: fix the marked fields.",
    },
    "stale.unsupported": {
        "ru": "Расчёт здесь не запускается: это результат для значений по умолчанию (как включить расчёт — под полями).",
        "pt": "O cálculo não roda aqui: este é o resultado dos valores padrão (como ativá-lo: abaixo dos campos).",
        "en": "Calculations do not run here: this is the result for the default values (how to start them: below the fields).",
    },
    "stale.failed": {
        "ru": "Результат не пересчитан: расчёт недоступен. Перезагрузите страницу, чтобы попробовать снова.",
        "pt": "O resultado não foi recalculado: o cálculo está indisponível. Recarregue a página para tentar de novo.",
        "en": "The result was not recalculated: calculation is unavailable. Reload the page to try again.",
    },
    "button.copy_link": {"ru": "Скопировать ссылку", "pt": "Copiar link", "en": "Copy link"},
    "button.copy_text": {"ru": "Скопировать результат", "pt": "Copiar resultado", "en": "Copy result"},
    "button.reset": {
        "ru": "Сбросить к значениям по умолчанию",
        "pt": "Restaurar valores padrão",
        "en": "Reset to defaults",
    },
    "notice.imported_row": {
        "ru": "Итоги калькулятора «{title}» записаны в строку {n}.",
        "pt": "Os resultados da calculadora “{title}” foram copiados para a linha {n}.",
        "en": "The results of the calculator '{title}' went into row {n}.",
    },
    # The source's result holds a value of a field outside the table (one for all its rows,
    # e.g. Calvin's +1), which the table's own field does not: not copied, said.
    "notice.import_apart": {
        "ru": "В исходном калькуляторе иначе: {list}. В этой таблице это поле одно для всех строк "
        "и не изменено; измените его сами, если оно относится ко всем строкам.",
        "pt": "Na calculadora de origem é diferente: {list}. Nesta tabela esse campo vale para todas "
        "as linhas e não foi alterado; altere-o você mesmo se valer para todas.",
        "en": "Different in the source calculator: {list}. In this table that field is one for all "
        "rows and was left as it is; change it yourself if it applies to all of them.",
    },
    # The source's result is kept "for the last valid values", or not computed yet.
    "notice.import_not_fresh": {
        "ru": "Итоги не перенесены: результат калькулятора «{title}» сейчас не для введённых в нём "
        "значений. Исправьте отмеченные поля или дождитесь расчёта.",
        "pt": "Nada foi copiado: o resultado da calculadora “{title}” ainda não corresponde aos valores "
        "informados nela. Corrija os campos marcados ou aguarde o cálculo.",
        "en": "Nothing was copied: the result of the calculator '{title}' is not for the values entered "
        "in it. Fix the marked fields or wait for the calculation.",
    },
    "notice.copied_link": {
        "ru": "Ссылка на этот расчёт скопирована.",
        "pt": "Link deste cálculo copiado.",
        "en": "A link to this calculation was copied.",
    },
    "notice.copied_text": {
        "ru": "Результат скопирован как текст.",
        "pt": "Resultado copiado como texto.",
        "en": "The result was copied as text.",
    },
    "notice.copied_link_secret": {
        "ru": "Ссылка на этот расчёт скопирована — без секретных значений: {list}.",
        "pt": "Link deste cálculo copiado — sem os valores secretos: {list}.",
        "en": "A link to this calculation was copied, without the secret values: {list}.",
    },
    "notice.link_too_long_copy": {
        "ru": "Ссылка не скопирована: значений слишком много для адреса (больше {max} символов).",
        "pt": "Link não copiado: valores demais para um endereço (mais de {max} caracteres).",
        "en": "No link copied: too many values for an address (over {max} characters).",
    },
    # After a link's or the stored values: the secret fields (not revealed) kept the page's.
    "notice.secrets_not_kept": {
        "ru": "Секретные значения хранятся только в той вкладке, где их ввели, и не передаются по ссылке; здесь — значения страницы: {list}.",
        "pt": "Valores secretos ficam só na aba em que foram digitados e não vão por link; aqui estão os valores da página: {list}.",
        "en": "Secret values stay in the tab they were typed in and never go in links; these are the page's own: {list}.",
    },
    "notice.copy_failed": {
        "ru": "Не удалось скопировать: браузер не дал доступа к буферу обмена.",
        "pt": "Não foi possível copiar: o navegador não permitiu acesso à área de transferência.",
        "en": "Could not copy: the browser refused access to the clipboard.",
    },
    "notice.from_link": {
        "ru": "Значения взяты из ссылки.",
        "pt": "Valores carregados do link.",
        "en": "Values taken from the link.",
    },
    "notice.restored": {
        "ru": "Восстановлены ваши последние значения.",
        "pt": "Seus últimos valores foram restaurados.",
        "en": "Your last values were restored.",
    },
    # What a link or a stored state did, when part of it could not be used: what was
    # applied, then each thing skipped ({count}, {list}, {table}, {max}, {name}, {reason}).
    "notice.link_applied": {
        "ru": "Из ссылки взято полей: {count}.",
        "pt": "Campos preenchidos pelo link: {count}.",
        "en": "Fields taken from the link: {count}.",
    },
    "notice.link_nothing": {
        "ru": "Из ссылки ничего не взято.",
        "pt": "Nada do link foi usado.",
        "en": "Nothing was taken from the link.",
    },
    "notice.stored_applied": {
        "ru": "Восстановлено ваших значений: {count}.",
        "pt": "Valores salvos restaurados: {count}.",
        "en": "Values of yours restored: {count}.",
    },
    "notice.stored_nothing": {
        "ru": "Из сохранённых значений ничего не подошло.",
        "pt": "Nenhum dos valores salvos serviu.",
        "en": "None of the saved values could be used.",
    },
    "notice.skipped": {
        "ru": "Пропущено: {list}.",
        "pt": "Ignorados: {list}.",
        "en": "Skipped: {list}.",
    },
    "notice.item": {"ru": "«{name}» ({reason})", "pt": "“{name}” ({reason})", "en": "'{name}' ({reason})"},
    "quoted": {"ru": "«{text}»", "pt": "“{text}”", "en": "‘{text}’"},
    "notice.more": {"ru": "и ещё {count}", "pt": "e mais {count}", "en": "and {count} more"},
    "notice.row": {"ru": "строка {n}", "pt": "linha {n}", "en": "row {n}"},
    "reason.unknown": {"ru": "такого поля нет", "pt": "campo inexistente", "en": "no such field"},
    "reason.value": {"ru": "значение не подходит", "pt": "valor inválido", "en": "value does not fit"},
    "notice.rows_dropped": {
        "ru": "В таблице «{table}» не больше {max} строк: лишние ({count}) пропущены.",
        "pt": "A tabela “{table}” tem no máximo {max} linhas; linhas excedentes ignoradas: {count}.",
        "en": "The table '{table}' holds at most {max} rows: the {count} extra were skipped.",
    },
    "notice.link_too_long": {
        "ru": "Ссылка длиннее {max} символов и пропущена целиком.",
        "pt": "O link passa de {max} caracteres e foi ignorado por inteiro.",
        "en": "The link is longer than {max} characters and was skipped whole.",
    },
    "notice.stored_unreadable": {
        "ru": "Сохранённые значения не удалось прочитать; они удалены.",
        "pt": "Os valores salvos não puderam ser lidos e foram apagados.",
        "en": "The saved values could not be read and were removed.",
    },
    # A shared link over the player's own remembered position (issue 19 item 4).
    "notice.own_kept": {
        "ru": "Ваша сохранённая позиция не потеряна.",
        "pt": "Sua posição salva não se perdeu.",
        "en": "Your saved position is not lost.",
    },
    # What "Restore it" / "Forget it" did (the focus goes to these words: the buttons are gone).
    "notice.own_restored": {
        "ru": "Ваша сохранённая позиция возвращена.",
        "pt": "Sua posição salva foi restaurada.",
        "en": "Your saved position is back.",
    },
    "notice.own_forgotten": {
        "ru": "Ваша сохранённая позиция забыта.",
        "pt": "Sua posição salva foi esquecida.",
        "en": "Your saved position was forgotten.",
    },
    "button.restore_own": {"ru": "Вернуть её", "pt": "Restaurá-la", "en": "Restore it"},
    "button.forget_own": {"ru": "Забыть её", "pt": "Esquecê-la", "en": "Forget it"},
    "label.tools": {"ru": "Поделиться и сохранить", "pt": "Compartilhar e salvar", "en": "Share and keep"},
    "label.presets": {"ru": "Готовые позиции", "pt": "Exemplos prontos", "en": "Presets"},
    "label.inputs": {"ru": "Ввод", "pt": "Entrada", "en": "Input"},
    "label.inputs_print": {
        "ru": "Введённые значения (нули и пустые поля не показаны)",
        "pt": "Valores informados (zeros e campos vazios omitidos)",
        "en": "Values entered (zeros and empty fields left out)",
    },
    # In the print edition (PDF): each calculator's result is the example its page opens with.
    "label.example": {
        "ru": "Пример: результат для значений, с которых калькулятор открывается на сайте.",
        "pt": "Exemplo: o resultado dos valores com que a calculadora abre no site.",
        "en": "An example: the result for the values the calculator opens with on the site.",
    },
    # On paper, while the result shown is not the inputs' (markStale): the list is the result's.
    "label.inputs_print_stale": {
        "ru": "Значения, для которых посчитан этот результат (нули и пустые поля не показаны)",
        "pt": "Valores deste resultado (zeros e campos vazios omitidos)",
        "en": "Values of this result (zeros and empty fields left out)",
    },
    "label.result": {"ru": "Результат", "pt": "Resultado", "en": "Result"},
    # Beside a field whose value a ticked box sets aside (Field.unused_when).
    "note.unused": {
        "ru": "Не используется, пока отмечено «{label}».",
        "pt": "Não é usado enquanto “{label}” estiver marcado.",
        "en": "Not used while '{label}' is ticked.",
    },
    "note.unused_unless": {
        "ru": "Не используется, пока не отмечено «{label}».",
        "pt": "Não é usado enquanto “{label}” não estiver marcado.",
        "en": "Not used unless '{label}' is ticked.",
    },
    "label.group_refused": {"ru": "есть ошибка", "pt": "há um erro", "en": "has an error"},
    "label.calculator": {"ru": "Калькулятор", "pt": "Calculadora", "en": "Calculator"},
}


def ui(key: str, lang: str) -> str:
    """An interface string of the calculator shell in ``lang``."""
    return tr(UI[key], lang)
