/**
 * A dataset's activity stream on both engines, as CKAN's activity plugin answers: one activity per version, newest
 * first, with who made it, when, and the dataset as that version had it (its files at that version's addresses).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeServer } from '../../testing/catalogue-seed.ts';
import { testCatalogue } from '../../testing/test-catalogue.ts';
import { ENGINES, unavailable } from '../../testing/test-stores.ts';
import { importCatalogue } from '../store/catalogue-import.ts';

type Activity = {
  id: string;
  timestamp: string;
  user_id: string;
  object_id: string;
  activity_type: string;
  data?: { package: { title: string; resources: { url: string }[] } };
};

describe.each(ENGINES)('package_activity_list and activity_show on %s', (engine) => {
  let server: Awaited<ReturnType<typeof storeServer>>;
  const catalogue = testCatalogue();
  const first = catalogue.datasets[0]!;
  beforeAll(async () => {
    if (unavailable(engine)) return;
    server = await storeServer(engine, catalogue);
    // A correction: the dataset's second version
    const corrected = {
      ...catalogue,
      datasets: catalogue.datasets.map((d) =>
        d === first ? { ...d, title: { ...d.title, en: 'Corrected' } } : d,
      ),
    };
    await importCatalogue(
      server.store,
      { ...server.seeded.seed, catalogue: corrected },
      {
        filesDir: server.seeded.storeFiles,
        author: 'noura',
      },
    );
  });
  afterAll(async () => server?.remove());

  const ask = async (query: string) => {
    const res = await server.app.inject({ url: `/api/3/action/${query}` });
    return { status: res.statusCode, body: res.json() };
  };

  it.skipIf(unavailable(engine))(
    'lists each version, newest first, with its author and the dataset it was',
    async () => {
      const { status, body } = await ask(`package_activity_list?id=${first.slug}`);
      expect(status).toBe(200);
      const activities = body.result as Activity[];
      expect(activities.map((a) => [a.id, a.activity_type, a.user_id, a.object_id])).toEqual([
        [`${first.slug}.v2`, 'changed package', 'noura', first.slug],
        [`${first.slug}.v1`, 'new package', 'seed', first.slug],
      ]);
      expect(activities[0]!.timestamp >= activities[1]!.timestamp).toBe(true);
      expect(activities.map((a) => a.data!.package.title)).toEqual(['Corrected', first.title.en]);
      // Each version's files at its own addresses
      expect(activities[1]!.data!.package.resources[0]!.url).toContain(`/downloads/${first.slug}/v1/`);
      expect(activities[0]!.data!.package.resources[0]!.url).toContain(`/downloads/${first.slug}/v2/`);
      // Paged
      const paged = (await ask(`package_activity_list?id=${first.slug}&offset=1&limit=1`)).body
        .result as Activity[];
      expect(paged.map((a) => a.id)).toEqual([`${first.slug}.v1`]);
    },
  );

  it.skipIf(unavailable(engine))('shows one activity, with or without the dataset', async () => {
    const shown = (await ask(`activity_show?id=${first.slug}.v1`)).body.result as Activity;
    expect(shown).toMatchObject({
      activity_type: 'new package',
      data: { package: { title: first.title.en } },
    });
    const bare = (await ask(`activity_show?id=${first.slug}.v2&include_data=false`)).body.result as Activity;
    expect(bare.data).toBeUndefined();
    expect(bare.user_id).toBe('noura');
  });

  it.skipIf(unavailable(engine))(
    'answers CKAN’s Not Found for a dataset or activity it does not have',
    async () => {
      for (const query of [
        'package_activity_list?id=nowhere',
        `activity_show?id=${first.slug}.v3`,
        'activity_show?id=nonsense',
        `activity_show?id=${'x'.repeat(300)}.v1`,
      ]) {
        const { status, body } = await ask(query);
        expect(status, query).toBe(404);
        expect(body.error.__type, query).toBe('Not Found Error');
      }
      expect((await ask(`package_activity_list?id=${first.slug}&limit=101`)).status).toBe(409);
    },
  );
});
