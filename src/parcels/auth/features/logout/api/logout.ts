import { api } from '@publisher-platform/shared';

export const logout = () => api.post<void>('logout', { skipAuthRedirect: true });
