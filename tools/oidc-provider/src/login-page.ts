/** HTML-escapes a value for text and attribute positions. */
function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The provider's own sign-in screen: labelled fields, one heading, a language, nothing scripted, so a
 * screen reader and axe are as happy here as on the site (devInteractions' form has placeholders only).
 */
export function loginPage(action: string, clientName: string, error: string | null): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in - Local OpenID provider</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#f4f6fb;color:#1b1f29}
main{max-width:22rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:.75rem}
label{display:block;margin:.75rem 0 .25rem;font-weight:600}
input{width:100%;box-sizing:border-box;padding:.6rem;font-size:1rem;border:1px solid #5b6478;border-radius:.4rem}
button{margin-top:1.25rem;width:100%;padding:.75rem;font-size:1rem;background:#1a4fd6;color:#fff;border:0;border-radius:.4rem}
p[role=alert]{color:#a4161a;font-weight:600}
</style>
</head>
<body>
<main>
<h1>Sign in to continue to ${escapeHtml(clientName)}</h1>
${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}">
<label for="login">Login</label>
<input id="login" name="login" autocomplete="username" required>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Sign in</button>
</form>
</main>
</body>
</html>`;
}
