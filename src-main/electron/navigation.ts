/**
 * Where the desktop window may go. Only pages of our own origin are shown in it (compared as
 * origins: `http://127.0.0.1:8765` does not admit `http://127.0.0.1:87650` or a userinfo trick);
 * other links open in the system browser when they are plain https, and nowhere otherwise
 * (`file:`, `javascript:`, custom schemes, http).
 */
export function isOwnPage(target: string, origin: string): boolean {
  return URL.canParse(target) && new URL(target).origin === origin;
}

export function isSafeExternal(target: string): boolean {
  if (!URL.canParse(target)) return false;
  const u = new URL(target);
  return u.protocol === 'https:' && u.username === '' && u.password === '';
}
