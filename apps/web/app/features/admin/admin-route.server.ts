import { data, type RouterContextProvider, redirect } from 'react-router';
import { formText } from './admin-forms.server.ts';
import { type AdminProblem, type AdminResult, adminProblemOf } from './admin-problems.server.ts';
import { adminSessionApi, requireAdminMe } from './admin-session.server.ts';

/**
 * The back office's route preamble, once (ADR 1220): every `/{ref}/admin/…` loader starts with the
 * signed-in member (or the redirect to sign in) and the admin API; every action also reads its form
 * and its `intent`, runs that intent's write, and answers which form it was for and how it went —
 * a refusal the API explains (422 fields, 409 changed elsewhere, 403 role) becomes the form's
 * problem, anything else goes to the error screen.
 */

type AdminArgs = {
  request: Request;
  context: Readonly<RouterContextProvider>;
  params: { ref: string };
};

export type AdminMe = Awaited<ReturnType<typeof requireAdminMe>>;
export type AdminRole = AdminMe['member']['role'];

/** What a loader's reads get: who is signed in, the admin API, the business's reference, the URL. */
export type AdminRead = { me: AdminMe; api: ReturnType<typeof adminSessionApi>; ref: string; url: URL };

/**
 * A back-office loader: `{ me, ...read() }`. With `allow`, a member whose role it refuses goes back
 * to the back office's first page ([product: Back office]) before anything is read.
 */
export async function adminLoader<T extends object>(
  args: AdminArgs,
  read: (page: AdminRead) => Promise<T>,
  options: { allow?: (role: AdminRole) => boolean } = {},
): Promise<{ me: AdminMe } & T> {
  const me = await requireAdminMe(args);
  const ref = args.params.ref;
  if (options.allow && !options.allow(me.member.role)) throw redirect(`/${ref}/admin`);
  const api = adminSessionApi(args.context, args.request);
  return { me, ...(await read({ me, api, ref, url: new URL(args.request.url) })) };
}

/** What one intent's write gets: the form posted, its intent and `id` (0 when none), and the rest. */
export type AdminWrite = AdminRead & { form: FormData; intent: string; id: number };

/** One intent's write. What it resolves to is not sent to the page unless wrapped in `answer`. */
export type AdminWriteHandler = (write: AdminWrite) => Promise<unknown>;

const ANSWER = Symbol('admin answer');

/** What a write adds to its success answer (e.g. `{ removed }`): `return answer({ removed })`. */
export const answer = <T extends object>(extra: T) => ({ [ANSWER]: extra });

const answered = (done: unknown): object =>
  done && typeof done === 'object' && ANSWER in done ? (done as { [ANSWER]: object })[ANSWER] : {};

/** A refusal the page finds itself before calling the API (e.g. an upload that is not a picture). */
class FormRefusal extends Error {
  readonly problem: AdminProblem;
  constructor(problem: AdminProblem) {
    super(problem.problem);
    this.problem = problem;
  }
}

/** Refuses the write with this problem: the form shows it as it shows the API's refusals. */
export function refuse(problem: AdminProblem): never {
  throw new FormRefusal(problem);
}

/** Which form an answer is for: by default the intent and the row's id (`rename:12`, `add:`). */
const intentAndId = ({ intent, id }: AdminWrite) => `${intent}:${id || ''}`;

/** For pages whose forms are told apart by their intent alone (`save`, `logo`…). */
export const intentOnly = ({ intent }: AdminWrite) => intent;

/**
 * A back-office action: runs the handler of the posted `intent` (a form without one posts `save`).
 * An intent the page does not know is a 400, not a silent "saved". `problemOf` words the API's
 * refusals for the page's fields (`setupProblemOf`, `businessProblemOf`; default `adminProblemOf`).
 */
export async function adminAction(
  args: AdminArgs,
  handlers: Record<string, AdminWriteHandler>,
  options: {
    problemOf?: (error: unknown) => AdminProblem;
    key?: (write: AdminWrite) => string;
    /** What both answers carry back from the form (the menu's row `name`, for its messages). */
    echo?: (write: AdminWrite) => object;
  } = {},
) {
  const me = await requireAdminMe(args);
  const api = adminSessionApi(args.context, args.request);
  const form = await args.request.formData();
  const intent = formText(form, 'intent') || 'save';
  const write: AdminWrite = {
    me,
    api,
    ref: args.params.ref,
    url: new URL(args.request.url),
    form,
    intent,
    id: Number(formText(form, 'id')) || 0,
  };
  const handler = Object.hasOwn(handlers, intent) ? handlers[intent] : undefined;
  if (!handler) throw data('Unknown form', { status: 400 });
  const key = (options.key ?? intentAndId)(write);
  const echoed = options.echo?.(write) ?? {};
  try {
    return { ...echoed, ...answered(await handler(write)), ok: true as const, form: key };
  } catch (error) {
    const problem =
      error instanceof FormRefusal ? error.problem : (options.problemOf ?? adminProblemOf)(error);
    return data({ ...echoed, ok: false as const, form: key, ...problem } satisfies AdminResult, {
      status: 422,
    });
  }
}
