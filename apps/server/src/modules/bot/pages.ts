/** The one page the login link answers with itself (a browser navigation, so HTML rather than the API's JSON). */
export function loginLinkRateLimitedPage(): string {
  return `<!doctype html>
<html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Слишком много попыток</title>
<style>body{font-family:system-ui,sans-serif;max-inline-size:32rem;margin:4rem auto;padding-inline:1rem;line-height:1.5}</style></head>
<body><h1>Слишком много попыток входа</h1>
<p>Подождите минуту и откройте ссылку из бота ещё раз.</p>
<p><a href="/">На главную</a></p></body></html>`;
}
