/**
 * The API answers the frame waits for before it shows anything: the profile and the competition
 * running now (see ShellApp), as GET paths under the API base. The build writes them into the
 * loader's plan, the loader hands them to root-config, and root-config asks for them as it
 * starts on a frame path, while the frame's files still arrive and run; shared's API client
 * hands each answer to the first request for the same URL. Their fetchers ask for exactly these
 * (a test checks): a path that drifts only costs the head start.
 * No imports: the build reads this file on its own.
 */
export const FRAME_FIRST_ANSWERS = ['publishers/current', 'competitions?status=live'];
