// /mdr/item_import/check and /mdr/item_import/commit: the items CSV as the
// raw request body (Content-Type: text/csv), read as a stream (import.ts). The
// check answers the counts (new, changed, unchanged, invalid) with each invalid
// row's line and reason; the import writes all rows or, if any is invalid,
// none (-1 with the same report). An unreadable file (not UTF-8, missing or
// unknown columns, too large, a line or field too long) is -1 on `file`, as
// soon as it is known: a Content-Length past the limit before a byte is read.
import type { Readable } from 'node:stream';
import { Type } from 'typebox';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { routePermission } from '../../../contract/access/modules';
import { Envelope, langOf, ok } from '../../core/envelope';
import { AppError, Code, invalidField } from '../../core/errors';
import { requireCtx } from '../../core/hooks';
import { t } from '../../core/i18n';
import { checkDeclaredSize, CsvFileError } from './csv-reader';
import { IMPORT_LIMITS, importItems, type ImportReport } from './import';

/** The upload, held so that nothing walks into the stream (the text check looks at plain objects only). */
class Upload {
  readonly #stream: Readable;
  constructor(stream: Readable) {
    this.#stream = stream;
  }
  get stream() {
    return this.#stream;
  }
}

const Report = Type.Object({
  rows: Type.Integer({ description: 'data rows in the file' }),
  new: Type.Integer(), changed: Type.Integer(), unchanged: Type.Integer(), invalid: Type.Integer(),
  errors: Type.Array(Type.Object({ line: Type.Integer(), reason: Type.String() }), { description: 'the first 500 invalid rows' }),
  committed: Type.Boolean(),
});

const translated = (request: FastifyRequest, report: ImportReport) => ({
  ...report,
  errors: report.errors.map((e) => {
    const reason = t(langOf(request), e.key, e.params);
    return { line: e.line, reason: e.column ? `${e.column}: ${reason}` : reason };
  }),
});

const importRoutes: FastifyPluginAsync = async (app) => {
  app.addContentTypeParser('text/csv', (_request, payload, done) => done(null, new Upload(payload)));
  for (const [action, commit] of [['check', false], ['commit', true]] as const) {
    app.post(`/mdr/item_import/${action}`, {
      config: { permission: 'game_items.import', keyModule: routePermission('/db/dbs') },
      schema: {
        tags: ['game_items'],
        summary: commit
          ? 'Import an items CSV (body text/csv): every row written in one transaction, or none when any row is invalid (-1 with the report)'
          : 'Dry run of an items CSV (body text/csv): how many rows are new, changed, unchanged and invalid, each invalid row with its line and reason',
        response: { 200: Envelope(Report) },
      },
    }, async (request) => {
      if (!(request.body instanceof Upload)) throw invalidField('file', 'game_items.import.not_csv');
      const { stream } = request.body;
      let report: ImportReport;
      try {
        checkDeclaredSize(request.headers['content-length'], IMPORT_LIMITS.bytes);
        report = await importItems(app.db, stream, commit, requireCtx(request));
      } catch (err) {
        // the rest of a refused upload is dropped unread, so that the client, still sending, gets the answer
        stream.resume();
        if (err instanceof CsvFileError) throw new AppError(Code.INVALID, err.key, err.params, null, [{ field: 'file', key: err.key, params: err.params }]);
        throw err;
      }
      if (commit && !report.committed) {
        throw new AppError(Code.INVALID, 'game_items.import.has_errors', { count: report.invalid },
          { report: translated(request, report) }, [{ field: 'file', key: 'game_items.import.has_errors', params: { count: report.invalid } }]);
      }
      return ok(request, translated(request, report));
    });
  }
};

export default importRoutes;
