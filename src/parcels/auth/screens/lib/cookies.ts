/** While the server's registration-limit cookie exists, sign-up is blocked. */
export const REGISTRATION_LIMIT_COOKIE = 'publisher_registration_limit';

export function hasCookie(name: string, cookie: string = document.cookie): boolean {
  return cookie.split(';').some((part) => part.trim().split('=')[0] === name);
}

export const registrationLimited = (cookie?: string): boolean =>
  hasCookie(REGISTRATION_LIMIT_COOKIE, cookie);
