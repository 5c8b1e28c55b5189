import type { FetchLike } from './apiClient';

/** A recorded request, as the fake back end saw it. */
export interface SeenRequest {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
}

type Answer = Response | ((request: SeenRequest) => Response | Promise<Response>);

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A fetch-shaped function that answers from a queue (or one answer for all) and records every request. */
export function fakeFetch(...answers: Answer[]) {
  const seen: SeenRequest[] = [];
  const fetch: FetchLike = async (input, init = {}) => {
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const request = { url: input, method: init.method ?? 'GET', headers: new Headers(init.headers), body };
    seen.push(request);
    const answer = answers.length > 1 ? answers.shift()! : answers[0];
    if (!answer) throw new Error(`No answer for ${request.method} ${input}`);
    return typeof answer === 'function' ? answer(request) : answer.clone();
  };
  return { fetch, seen };
}
