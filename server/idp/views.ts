import type { LoginTheme } from './theme';

/**
 * The IdP's own pages, rendered on the server. No inline script or style: the CSP allows only our
 * stylesheets and the one small script under `${base}/assets`, so every value here is HTML-escaped text.
 */
export const LOGIN_FAILED = 'The email address or password is incorrect.';
export const INTERACTION_EXPIRED = 'This sign-in attempt has expired. Please start again.';

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"'`]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** `?firm=X`, so the next page wears the same firm's theme; empty without one. */
export const firmQuery = (firmHint?: string) => (firmHint ? `?firm=${encodeURIComponent(firmHint)}` : '');

interface PageOptions {
  base: string;
  title: string;
  theme: LoginTheme;
  firmHint?: string;
  body: string;
  script?: string;
}

export function page({ base, title, theme, firmHint, body, script }: PageOptions): string {
  const themeHref = `${base}/assets/theme.css${firmQuery(firmHint)}`;
  const brand = theme.logoUrl
    ? `<img class="logo" src="${escapeHtml(theme.logoUrl)}" alt="${escapeHtml(theme.windowTitle)}">`
    : `<p class="brand">${escapeHtml(theme.windowTitle)}</p>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} – ${escapeHtml(theme.windowTitle)}</title>
<link rel="stylesheet" href="${base}/assets/login.css">
<link rel="stylesheet" href="${escapeHtml(themeHref)}">
${script ? `<script src="${base}/assets/${script}" defer></script>` : ''}
</head>
<body>
<main class="card">
${brand}
${body}
</main>
</body>
</html>`;
}

export interface LoginPageOptions {
  base: string;
  uid: string;
  theme: LoginTheme;
  firmHint?: string;
  email?: string;
  error?: string;
}

export function loginPage(o: LoginPageOptions): string {
  const error = o.error ? `<p class="error" role="alert">${escapeHtml(o.error)}</p>` : '';
  const body = `<h1>Sign in to ${escapeHtml(o.theme.windowTitle)}</h1>
${error}
<form method="post" action="${o.base}/interaction/${encodeURIComponent(o.uid)}/login" novalidate>
<label for="email">Email address</label>
<input id="email" name="email" type="email" autocomplete="username" required autofocus value="${escapeHtml(o.email ?? '')}">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Sign in</button>
</form>
<p class="links"><a href="${o.base}/password/reset${firmQuery(o.firmHint)}">Forgot your password?</a></p>`;
  return page({ base: o.base, title: 'Sign in', theme: o.theme, firmHint: o.firmHint, body });
}

/**
 * RP-initiated logout: oidc-provider's form plus our buttons. When the console sent the request (it carries
 * a valid id_token_hint), logout.js presses "Sign out" at once; a bare link from elsewhere only asks.
 */
export function logoutPage(base: string, theme: LoginTheme, form: string, automatic: boolean): string {
  const body = `<h1>${automatic ? 'Signing you out…' : 'Sign out?'}</h1>
${form}
<button type="submit" form="op.logoutForm" name="logout" value="yes" id="logout-yes">Sign out</button>
<button type="submit" form="op.logoutForm" class="secondary">Stay signed in</button>`;
  return page({ base, title: 'Sign out', theme, body, script: automatic ? 'logout.js' : undefined });
}

export function messagePage(
  base: string,
  theme: LoginTheme,
  title: string,
  message: string,
  link?: string,
): string {
  const action = link ? `<p><a class="button" href="${escapeHtml(link)}">Continue</a></p>` : '';
  const body = `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(message)}</p>\n${action}`;
  return page({ base, title, theme, body });
}
