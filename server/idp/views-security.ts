import { PASSWORD_MIN_LENGTH } from '../../contract/passwords';
import type { LoginTheme } from './theme';
import { escapeHtml, firmQuery, page } from './views';

/**
 * The IdP's second-factor and password pages (decisions 0503–0505), in the sign-in page's look. As
 * there, no inline script or style, and every value is escaped.
 */
export const CODE_INCORRECT = 'The code is incorrect or has expired. Enter the code your app shows now.';
export const PASSWORDS_DIFFER = 'The passwords do not match';

interface Screen {
  base: string;
  theme: LoginTheme;
  firmHint?: string;
  error?: string;
}

const alert = (error?: string) => (error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : '');

/** A labelled input with its error under it, tied together for screen readers. */
function field(o: {
  id: string;
  label: string;
  type?: string;
  autocomplete: string;
  error?: string;
  hint?: string;
  /** A one-time or recovery code: short, focused, no autocorrection (recovery codes have letters). */
  code?: boolean;
  value?: string;
}): string {
  const hintId = o.hint ? `${o.id}-hint` : '';
  const errorId = o.error ? `${o.id}-error` : '';
  const describedBy = [hintId, errorId].filter(Boolean).join(' ');
  return `<label for="${o.id}">${escapeHtml(o.label)}</label>
${o.hint ? `<p class="hint" id="${hintId}">${escapeHtml(o.hint)}</p>` : ''}
<input id="${o.id}" name="${o.id}" type="${o.type ?? 'text'}" autocomplete="${o.autocomplete}" required${
    o.code ? ' maxlength="20" autofocus spellcheck="false" autocapitalize="off"' : ''
  }${describedBy ? ` aria-describedby="${describedBy}"` : ''}${o.error ? ' aria-invalid="true"' : ''}${
    o.value ? ` value="${escapeHtml(o.value)}"` : ''
  }>
${o.error ? `<p class="field-error" id="${errorId}">${escapeHtml(o.error)}</p>` : ''}`;
}

const codeField = (error?: string) =>
  field({
    id: 'code',
    label: 'Code from your authenticator app',
    autocomplete: 'one-time-code',
    code: true,
    error,
  });

const startAgain = (consoleUrl: string) =>
  `<p class="links"><a href="${escapeHtml(consoleUrl)}">Not you? Start again</a></p>`;

export function codePage(o: Screen & { uid: string; consoleUrl: string }): string {
  const body = `<h1>Enter your code</h1>
<p>Open your authenticator app and enter the 6-digit code it shows. Lost your phone? Enter one of your recovery codes instead.</p>
<form method="post" action="${o.base}/interaction/${encodeURIComponent(o.uid)}/code" novalidate>
${codeField(o.error)}
<button type="submit">Verify</button>
</form>
${startAgain(o.consoleUrl)}`;
  return page({ base: o.base, title: 'Enter your code', theme: o.theme, firmHint: o.firmHint, body });
}

/** The secret in groups of four, as authenticator apps show and accept it. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

export function enrolPage(
  o: Screen & { uid: string; consoleUrl: string; secret: string; qrDataUrl: string },
): string {
  const body = `<h1>Set up two-step verification</h1>
<p>Your firm asks for a code from an authenticator app (such as Microsoft Authenticator or Google Authenticator) each time you sign in.</p>
<ol class="steps">
<li>Scan this QR code with the app:<img class="qr" src="${escapeHtml(o.qrDataUrl)}" alt="QR code to add your account to an authenticator app"></li>
<li>Or, if you cannot scan it, type this setup key into the app: <code class="secret" id="totp-secret" aria-label="Setup key">${escapeHtml(grouped(o.secret))}</code></li>
<li>Enter the 6-digit code the app then shows.</li>
</ol>
<form method="post" action="${o.base}/interaction/${encodeURIComponent(o.uid)}/enrol" novalidate>
${codeField(o.error)}
<button type="submit">Confirm</button>
</form>
${startAgain(o.consoleUrl)}`;
  return page({
    base: o.base,
    title: 'Set up two-step verification',
    theme: o.theme,
    firmHint: o.firmHint,
    body,
  });
}

export function recoveryCodesPage(o: Screen & { uid: string; codes: string[] }): string {
  const items = o.codes.map((c) => `<li><code>${escapeHtml(c)}</code></li>`).join('\n');
  const body = `<h1>Save your recovery codes</h1>
<p>If you lose your phone, sign in with one of these codes instead of a code from the app. Each works once. Keep them somewhere safe: they are not shown again.</p>
<ul class="codes" aria-label="Recovery codes">
${items}
</ul>
<form method="post" action="${o.base}/interaction/${encodeURIComponent(o.uid)}/continue">
<button type="submit">I have saved them – continue</button>
</form>`;
  return page({
    base: o.base,
    title: 'Save your recovery codes',
    theme: o.theme,
    firmHint: o.firmHint,
    body,
  });
}

export function resetRequestPage(
  o: Screen & { email?: string; emailError?: string; consoleUrl: string },
): string {
  const body = `<h1>Reset your password</h1>
${alert(o.error)}
<p>Enter the email address you sign in with. We will email you a link to choose a new password.</p>
<form method="post" action="${o.base}/password/reset${firmQuery(o.firmHint)}" novalidate>
${field({ id: 'email', label: 'Email address', type: 'email', autocomplete: 'username', error: o.emailError, value: o.email })}
<button type="submit">Send link</button>
</form>
<p class="links"><a href="${escapeHtml(o.consoleUrl)}">Back to sign in</a></p>`;
  return page({ base: o.base, title: 'Reset your password', theme: o.theme, firmHint: o.firmHint, body });
}

export function setPasswordPage(
  o: Screen & { token: string; passwordError?: string; confirmError?: string },
): string {
  const body = `<h1>Choose a new password</h1>
${alert(o.error)}
<form method="post" action="${o.base}/password/set" novalidate>
<input type="hidden" name="token" value="${escapeHtml(o.token)}">
${field({
  id: 'password',
  label: 'New password',
  type: 'password',
  autocomplete: 'new-password',
  hint: `At least ${PASSWORD_MIN_LENGTH} characters. A few unrelated words make a strong password that is easy to remember.`,
  error: o.passwordError,
})}
${field({ id: 'confirm', label: 'Confirm new password', type: 'password', autocomplete: 'new-password', error: o.confirmError })}
<button type="submit">Set password</button>
</form>`;
  return page({ base: o.base, title: 'Choose a new password', theme: o.theme, firmHint: o.firmHint, body });
}
