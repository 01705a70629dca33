import { describe, expect, it } from 'vitest';
import { schoolBehindProxy } from './proxy-test-servers';

const SET_POLICY = `mutation($input: SetAssignmentPostPolicyInput!) {
  setAssignmentPostPolicy(input: $input) { postPolicy { _id postManually } errors { attribute message } }
}`;

describe('/api/graphql through the proxy', () => {
  const { canvas, proxy } = schoolBehindProxy();

  it('forwards a signed-in browser’s mutation to Canvas, CSRF header required, and relays Canvas’s answer', async () => {
    const text = JSON.stringify({ access_token: 'demo-teacher' });
    const signIn = await proxy.request('/lectern/session', {
      method: 'POST', headers: { 'Content-Type': 'application/json', 'Content-Length': String(text.length) }, body: text,
    });
    const { csrf_token: csrf } = (await signIn.json()) as { csrf_token: string };
    const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const read = async <T>(path: string) => (await (await proxy.request(path, { headers: { Cookie: cookie } })).json()) as T;
    let course: { id: number } | undefined;
    let assignment: { id: number; post_manually: boolean } | undefined;
    for (const candidate of await read<Array<{ id: number }>>('/api/v1/courses')) {
      [assignment] = await read<Array<{ id: number; post_manually: boolean }>>(`/api/v1/courses/${candidate.id}/assignments`);
      course = candidate;
      if (assignment) break;
    }
    const postManually = !assignment?.post_manually;
    const mutate = (headers: Record<string, string>) =>
      proxy.request('/api/graphql', {
        method: 'POST',
        headers: { Cookie: cookie, 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify({ query: SET_POLICY, variables: { input: { assignmentId: String(assignment?.id), postManually } } }),
      });
    expect((await mutate({})).status).toBe(422);
    const answer = await mutate({ 'X-CSRF-Token': csrf });
    expect([answer.status, await answer.json()]).toEqual([
      200, { data: { setAssignmentPostPolicy: { postPolicy: { _id: String(assignment?.id), postManually }, errors: null } } },
    ]);
    const direct = await fetch(`${canvas.url}/api/v1/courses/${course?.id}/assignments/${assignment?.id}`, { headers: { Authorization: 'Bearer demo-teacher' } });
    expect(((await direct.json()) as { post_manually: boolean }).post_manually).toBe(postManually);
  });
});
