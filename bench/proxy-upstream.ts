import { createServer } from 'node:http';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/**
 * The Canvas the proxy figures stand in front of: a course and a 100-row page of courses with a Link header, each
 * encoded once at start so this process costs almost nothing per request and the figures measure what sits in
 * front of it. Like Canvas it answers br or gzip when asked and plain JSON otherwise.
 * Run by bench/proxy.ts as `node --import tsx bench/proxy-upstream.ts <port>`.
 */
const port = Number(process.argv[2]);
if (!port) throw new Error('usage: proxy-upstream.ts <port>');
const origin = `http://127.0.0.1:${port}`;

const course = (id: number) => ({
  id,
  name: `Course ${id}: Introduction to the Study of Things`,
  course_code: `C${id}`,
  workflow_state: 'available',
  account_id: 1,
  enrollment_term_id: 1,
  start_at: '2026-09-01T00:00:00Z',
  end_at: null,
  default_view: 'modules',
  time_zone: 'America/Denver',
  enrollments: [{ type: 'teacher', role: 'TeacherEnrollment', role_id: 4, user_id: 1, enrollment_state: 'active' }],
});

type Answer = { identity: Buffer; gzip: Buffer; br: Buffer; link?: string };

const encoded = (value: unknown, link?: string): Answer => {
  const identity = Buffer.from(JSON.stringify(value));
  return { identity, gzip: gzipSync(identity), br: brotliCompressSync(identity), link };
};

const pageLink = `<${origin}/api/v1/courses?page=2&per_page=100>; rel="next",<${origin}/api/v1/courses?page=1&per_page=100>; rel="first"`;
const answers = new Map<string, Answer>([
  ['/api/v1/courses/1', encoded(course(1))],
  ['/api/v1/courses?per_page=100', encoded(Array.from({ length: 100 }, (_, i) => course(i + 1)), pageLink)],
]);

createServer((req, res) => {
  const answer = answers.get(req.url ?? '');
  if (!answer) {
    res.writeHead(404, { 'Content-Type': 'application/json; charset=utf-8' }).end('{"errors":[{"message":"not found"}]}');
    return;
  }
  const accepted = req.headers['accept-encoding'] ?? '';
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : 'identity';
  const body = answer[encoding];
  res.writeHead(200, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': body.length,
    Vary: 'Accept-Encoding',
    ...(encoding !== 'identity' && { 'Content-Encoding': encoding }),
    ...(answer.link && { Link: answer.link }),
  });
  res.end(body);
}).listen(port, '127.0.0.1', () => console.log('ready'));
