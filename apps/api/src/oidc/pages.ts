/** The embedded provider's pages, in Portuguese. Plain HTML: no script runs inline (CSP). */

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

const STYLE = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0; min-height: 100vh; display: flex; align-items: center; justify-content: center;
         background: #0b4f7c; color: #1a1b1e; }
  main { background: #fff; border-radius: 12px; padding: 2rem; width: min(92vw, 24rem); box-shadow: 0 8px 24px rgba(0,0,0,.25); }
  h1 { font-size: 1.5rem; margin: 0 0 .25rem; }
  p { margin: .5rem 0 1rem; color: #373a40; }
  label { display: block; font-weight: 600; margin: .75rem 0 .25rem; }
  input { width: 100%; box-sizing: border-box; padding: .6rem .7rem; font-size: 1rem; border: 1px solid #868e96; border-radius: 6px; }
  input:focus, button:focus { outline: 3px solid #f59f00; outline-offset: 2px; }
  button { margin-top: 1.25rem; width: 100%; padding: .7rem; font-size: 1rem; font-weight: 600; color: #fff;
           background: #0b4f7c; border: 0; border-radius: 6px; cursor: pointer; }
  .error { color: #a51111; font-weight: 600; }
  .hint { font-size: .875rem; color: #495057; border-top: 1px solid #dee2e6; padding-top: .75rem; margin-top: 1.25rem; }
`;

function renderLayout(title: string, body: string, script?: string): string {
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} — Câmara Fria</title>
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
${script ? `<script src="${script}"></script>` : ''}
</body>
</html>`;
}

export function renderLoginPage(input: {
  action: string;
  username?: string;
  error?: string;
  demoUsernames: readonly string[];
}): string {
  const error = input.error
    ? `<p class="error" role="alert" id="login-error">${escapeHtml(input.error)}</p>`
    : '';
  const demo = input.demoUsernames.length
    ? `<p class="hint">Usuários de demonstração: ${input.demoUsernames.map((name) => `<strong>${escapeHtml(name)}</strong>`).join(', ')}; senha <strong>demo</strong>.</p>`
    : '';
  return renderLayout(
    'Entrar',
    `<h1>Câmara Fria</h1>
<p>Entre com seu e-mail e senha.</p>
${error}
<form method="post" action="${escapeHtml(input.action)}" autocomplete="on">
  <label for="username">Usuário</label>
  <input id="username" name="username" required autofocus autocomplete="username" value="${escapeHtml(input.username ?? '')}"${input.error ? ' aria-describedby="login-error"' : ''}>
  <label for="password">Senha</label>
  <input id="password" name="password" type="password" required autocomplete="current-password">
  <button type="submit">Entrar</button>
</form>
${demo}`,
  );
}

/**
 * A message with one link, to the web app's sign-in at `appOrigin`: an origin the app may be
 * opened at, so that the link never leads back to the address that failed (docs/decisions/064).
 */
export function renderMessagePage(title: string, message: string, appOrigin: string): string {
  return renderLayout(
    title,
    `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><p><a href="${escapeHtml(`${appOrigin}/login`)}">Voltar para o início</a></p>`,
  );
}

/** The sign-out confirmation: submitted at once by a same-origin script, with a button as fallback. */
export function renderLogoutPage(formHtml: string): string {
  return renderLayout(
    'Saindo',
    `<h1>Saindo...</h1>
<p>Encerrando sua sessão.</p>
${formHtml.replace('<form ', '<form data-auto-submit ').replace('</form>', '<input type="hidden" name="logout" value="yes"></form>')}
<button type="submit" form="op.logoutForm" name="logout" value="yes">Sair</button>`,
    '/oidc-assets/auto-submit.js',
  );
}

export const AUTO_SUBMIT_SCRIPT =
  "document.querySelectorAll('form[data-auto-submit]').forEach(function (form) { form.submit(); });\n";
