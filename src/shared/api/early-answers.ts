// Answers asked for ahead of the screen that waits for them (absolute GET URL → answer on its
// way): the first GET of the same URL takes its answer instead of asking again.

const waiting = new Map<string, Promise<Response>>();

export function keepEarlyAnswer(url: string, answer: Promise<Response>): void {
  // Whoever takes it sees a failure; until then it is not an unhandled rejection.
  answer.catch(() => undefined);
  waiting.set(url, answer);
}

/** The early answer for `url`, once; undefined when there is none (left). */
export function takeEarlyAnswer(url: string): Promise<Response> | undefined {
  const answer = waiting.get(url);
  waiting.delete(url);
  return answer;
}

/** Forgets every answer not taken yet: they belong to the session they were asked in. */
export function dropEarlyAnswers(): void {
  waiting.clear();
}
