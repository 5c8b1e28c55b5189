import { Router } from 'express';
import type { Database } from '../platform/identity';
import { loadLoginTheme, type LoginTheme } from './theme';

/**
 * The stylesheets and the one script of the IdP's pages, served from our origin so the CSP needs no
 * 'unsafe-inline'. The firm's colours come as a tiny per-firm stylesheet of CSS custom properties.
 */
const LOGIN_CSS = `*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:16px;
font-family:system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;background:var(--keel-background);color:#272433}
.card{width:100%;max-width:400px;background:#fff;border-radius:4px;padding:32px;box-shadow:0 8px 24px rgba(0,0,0,.25);border-top:4px solid var(--keel-brand)}
.logo{display:block;max-width:200px;max-height:64px;margin:0 auto 16px}
.brand{text-align:center;font-size:1.25rem;font-weight:600;margin:0 0 16px}
h1{font-size:1.5rem;margin:0 0 16px}
label{display:block;font-weight:500;margin:16px 0 4px}
input{width:100%;padding:10px 12px;font-size:1rem;border:1px solid #b8b5c4;border-radius:4px}
input:focus{outline:2px solid var(--keel-cta);outline-offset:1px}
button,.button{display:block;width:100%;margin-top:24px;padding:12px;font-size:1rem;font-weight:600;border:0;border-radius:4px;
background:var(--keel-cta);color:#fff;cursor:pointer;text-align:center;text-decoration:none}
button.secondary{background:#fff;color:var(--keel-cta);border:1px solid var(--keel-cta);margin-top:8px}
.error{background:#fdecea;color:#8a1c17;border-left:4px solid #da2f29;padding:8px 12px;margin:0 0 8px}
.field-error{color:#8a1c17;font-size:.875rem;margin:4px 0 0}
input[aria-invalid=true]{border-color:#da2f29}
.hint{color:#55526a;font-size:.875rem;margin:0 0 4px}
a{color:var(--keel-cta)}
.links{margin:16px 0 0;text-align:center}
.steps{padding-left:20px}.steps li{margin:8px 0}
.qr{display:block;width:200px;height:200px;margin:8px auto}
.secret{display:block;margin-top:4px;font-size:1.05rem;letter-spacing:.05em;word-break:break-all}
.codes{columns:2;padding-left:20px;font-size:1.05rem}
`;

const LOGOUT_JS = `document.addEventListener('DOMContentLoaded',function(){var b=document.getElementById('logout-yes');if(b)b.click();});
`;

export function themeCss(theme: LoginTheme): string {
  return `:root{--keel-background:${theme.backgroundColor};--keel-brand:${theme.brandColor};--keel-cta:${theme.ctaColor}}\n`;
}

export function assetRoutes(db: Database): Router {
  const router = Router();
  router.get('/assets/login.css', (_req, res) => {
    res.type('text/css').set('Cache-Control', 'public, max-age=3600').send(LOGIN_CSS);
  });
  router.get('/assets/logout.js', (_req, res) => {
    res.type('text/javascript').set('Cache-Control', 'public, max-age=3600').send(LOGOUT_JS);
  });
  router.get('/assets/theme.css', async (req, res) => {
    const theme = await loadLoginTheme(db, req.query.firm);
    res.type('text/css').set('Cache-Control', 'public, max-age=300').send(themeCss(theme));
  });
  return router;
}
