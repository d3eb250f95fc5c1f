/** Every address the precache has no page for is the app shell's (scripts/vite/prerender.ts). */
export const APP_SHELL = '/app-shell.html';

/** Addresses that are not the app's pages: the local backend's mailbox and the auth and data APIs. */
export const NOT_THE_APP = [/^\/_local\//, /^\/auth\//, /^\/rest\//, /^\/functions\//];
