/**
 * The Action API's actions for a staff account, with CKAN's names, parameters and answers: its API tokens
 * (api_token_create, api_token_list, api_token_revoke) and the organizations it may publish for
 * (organization_list_for_user). The caller is the account of the token sent as CKAN's tools send it (the raw token
 * in `Authorization`, or `X-CKAN-API-Key`); without one, or for another account than its own (unless an
 * administrator), CKAN's Authorization Error (403).
 */
import type { FastifyRequest } from 'fastify';
import type { Store } from '../store/db.ts';
import { AccountRefused, accountOf, type Account } from '../staff/accounts.ts';
import {
  createToken,
  listTokens,
  MOST_TOKEN_DAYS,
  revokeToken,
  tokenOwner,
  tokenUser,
  TOKEN_DAYS,
} from '../staff/tokens.ts';
import type { CatalogueSource } from './catalogue.ts';
import { CkanError, invalid, notFound } from './errors.ts';
import { organizationDict } from './package.ts';
import { integer, required, text, type Params } from './params.ts';

export const notAuthorized = (message: string) =>
  new CkanError(403, 'Authorization Error', `Access denied: ${message}`);

/** The account whose live token the request carries, or null (no token, or one that is not, or no longer, live). */
export async function callerOf(store: Store, req: FastifyRequest): Promise<Account | null> {
  const header = req.headers.authorization ?? req.headers['x-ckan-api-key'];
  const sent = (Array.isArray(header) ? header[0] : header)?.trim().replace(/^Bearer\s+/i, '');
  const username = await tokenUser(store, sent);
  return username ? ((await accountOf(store, username)) ?? null) : null;
}

/** What a staff action is given: the store, the catalogue, the caller (always an account) and the portal's origin. */
export type StaffContext = { store: Store; caller: Account; catalogue: CatalogueSource; origin: string };

/** An action for a staff account: its help text, whether it changes data (POST only), and its answer. */
export type StaffAction = {
  help: string;
  changes: boolean;
  run: (params: Params, context: StaffContext) => unknown;
};

/** Refuses `caller` what it would do (`what`, `{}` the account's) to another account than its own, unless an administrator. */
function ownOrAdministered(caller: Account, username: string, what: string) {
  if (username !== caller.username && caller.role !== 'admin')
    throw notAuthorized(`${caller.username} may not ${what.replace('{}', `${username}'s`)}`);
}

/** The account `params` names (`user_id`, or CKAN 2.9's `user`), which the caller must be or administer. */
async function named(params: Params, { store, caller }: StaffContext) {
  const name = (text(params, 'user_id', 100) ?? required(params, 'user')).trim().toLowerCase();
  const account = await accountOf(store, name);
  if (!account) throw notFound(`no user "${name}"`);
  ownOrAdministered(caller, account.username, 'manage {} tokens');
  return account;
}

/** A token as CKAN's api_token_list gives it (never its value). */
const tokenDict = (t: Awaited<ReturnType<typeof listTokens>>[number]) => ({
  id: t.id,
  name: t.name,
  user_id: t.username,
  created_at: t.createdAt,
  expires_at: t.expiresAt,
  last_access: t.lastUsedAt,
});

export const staffActions: Record<string, StaffAction> = {
  api_token_create: {
    help: `Create an API token for a user (yourself, or anyone for an administrator); it is shown this once.\n\n:param user: the user name\n:param name: what the token is for\n:param expires_in: its life, in units (optional, default ${TOKEN_DAYS} days, at most ${MOST_TOKEN_DAYS})\n:param unit: seconds per unit (optional, default 86400: days)`,
    changes: true,
    async run(params, context) {
      const account = await named(params, context);
      const unit = integer(params, 'unit', { fallback: 86_400 });
      const life = integer(params, 'expires_in', { fallback: (TOKEN_DAYS * 86_400) / unit });
      const days = Math.ceil((life * unit) / 86_400);
      try {
        const { token } = await createToken(context.store, account.username, required(params, 'name'), {
          days,
        });
        return { token };
      } catch (error) {
        if (!(error instanceof AccountRefused)) throw error;
        throw invalid(/days/.test(error.message) ? 'expires_in' : 'name', error.message);
      }
    },
  },
  api_token_list: {
    help: "Return a user's live API tokens (not their values), newest first.\n\n:param user_id: the user name (or user)",
    changes: false,
    async run(params, context) {
      const account = await named(params, context);
      return (await listTokens(context.store, account.username)).map(tokenDict);
    },
  },
  api_token_revoke: {
    help: 'Revoke one of your API tokens (an administrator: anyone’s), by its id.\n\n:param jti: the token’s id (api_token_list)',
    changes: true,
    async run(params, { store, caller }) {
      const id = required(params, 'jti');
      const owner = await tokenOwner(store, id);
      if (!owner) throw notFound(`no live token "${id}"`);
      ownOrAdministered(caller, owner, 'revoke {} tokens');
      await revokeToken(store, owner, id);
      return null;
    },
  },
  organization_list_for_user: {
    help: 'Return the organizations (publishers) a user may publish for: every one for an administrator, its own for an editor, none for an inbox reader.\n\n:param id: the user name (optional: yourself)',
    changes: false,
    async run(params, context) {
      const name = text(params, 'id', 100)?.trim().toLowerCase();
      const account = name ? await accountOf(context.store, name) : context.caller;
      if (!account) throw notFound(`no user "${name}"`);
      ownOrAdministered(context.caller, account.username, 'list {} organizations');
      const { organizations } = await context.catalogue.listing();
      return organizations
        .filter(({ publisher }) => account.role === 'admin' || account.publishers.includes(publisher.id))
        .map(({ publisher, count }) => ({
          ...organizationDict(publisher),
          package_count: count,
          capacity: account.role === 'admin' ? 'admin' : 'editor',
        }));
    },
  },
};
