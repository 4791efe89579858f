import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pdfBytes } from '#server/test-support/media-files.ts';
import { inspectPdf } from './pdf-check.ts';

const text = (s: string) => Buffer.from(s, 'latin1');

/** A PDF from its objects, with the header and trailer a reader wants. */
function pdf(...objects: (string | Buffer)[]) {
  return new Uint8Array(
    Buffer.concat([
      text('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n'),
      ...objects.flatMap((o) => [typeof o === 'string' ? text(o) : o, text('\n')]),
      text('trailer << /Root 1 0 R >>\n%%EOF\n'),
    ]),
  );
}

/** An object stream holding `content`, deflated unless the dictionary names other filters. */
function objStm(content: string | Buffer, dict = '/Type /ObjStm /N 1 /First 0 /Filter /FlateDecode') {
  const raw = typeof content === 'string' ? text(content) : content;
  const data = dict.includes('/FlateDecode') ? deflateSync(raw) : raw;
  return Buffer.concat([
    text(`9 0 obj << ${dict} /Length ${data.byteLength} >> stream\n`),
    data,
    text('\nendstream endobj'),
  ]);
}

const CATALOG = '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj';

/** Like a lab's certificate: info, an opening view, a compressed page and fonts in an object stream. */
function certificate() {
  const page = deflateSync(
    text('BT /F1 12 Tf 72 700 Td (Total THC 21.4% - PASS) Tj ET /Span <</MCID 0>> BDC EMC'),
  );
  return pdf(
    '1 0 obj << /Type /Catalog /Pages 2 0 R /OpenAction [3 0 R /FitH 792] /PageMode /UseNone >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Annots [6 0 R] >> endobj',
    Buffer.concat([
      text(`4 0 obj << /Length ${page.byteLength} /Filter /FlateDecode >> stream\n`),
      page,
      text('\nendstream endobj'),
    ]),
    '6 0 obj << /Type /Annot /Subtype /Link /Rect [0 0 10 10] /A << /S /GoTo /D [3 0 R /Fit] >> >> endobj',
    objStm('7 0 << /Type /Font /Subtype /Type1 /BaseFont /Helvetica /JSON true >>'),
    '8 0 obj << /Title (Certificate of analysis, batch 7) /Producer (LabSoft 4.2) >> endobj',
  );
}

describe('inspectPdf', () => {
  it('passes a clean certificate: an opening view, internal links, compressed page and object stream', async () => {
    expect(await inspectPdf(certificate())).toEqual({ verdict: 'clean' });
    expect(await inspectPdf(pdfBytes())).toEqual({ verdict: 'clean' });
  });

  it('refuses what is not a whole PDF', async () => {
    expect((await inspectPdf(text('%PDF-1.4\n1 0 obj << >> endobj'))).verdict).toBe('not-pdf');
    expect((await inspectPdf(text('hello %%EOF'))).verdict).toBe('not-pdf');
  });

  const active: [string, string, string][] = [
    ['JavaScript', 'an action', '/A << /S /JavaScript /JS (app.alert(1)) >>'],
    ['JavaScript', 'a hex-escaped name', '/OpenAction [3 0 R /Fit] /Names << /J#61vaScript 5 0 R >>'],
    ['JS', 'a fully escaped name', '/A << /S /GoTo /#4a#53 (x) >>'],
    ['AA', 'additional actions', '/AA << /O 5 0 R >>'],
    ['OpenAction', 'an opening action', '/OpenAction << /S /GoTo /D [3 0 R /Fit] >>'],
    ['OpenAction', 'an opening action by reference', '/OpenAction 5 0 R'],
    ['OpenAction', 'an escaped opening action', '/Open#41ction << /S /Named /N /Print >>'],
    ['GoToR', 'a remote go-to', '/A << /S /GoToR /F (other.pdf) >>'],
    ['GoToE', 'an embedded go-to', '/A << /S /GoToE /T << /R /C >> >>'],
    ['URI', 'a web link', '/A << /S /URI /URI (https://example.test) >>'],
    ['SubmitForm', 'a form submission', '/A << /S /SubmitForm /F (https://example.test) >>'],
    ['ImportData', 'a data import', '/A << /S /ImportData /F (x.fdf) >>'],
    ['Launch', 'a launch', '/A << /S /Launch /F (cmd.exe) >>'],
    ['EmbeddedFile', 'an attachment', '/Type /EmbeddedFile'],
    ['EmbeddedFiles', 'attachments', '/Names << /EmbeddedFiles 5 0 R >>'],
    ['RichMedia', 'rich media', '/Subtype /RichMedia'],
    ['XFA', 'an XFA form', '/AcroForm << /XFA 5 0 R >>'],
  ];
  for (const [name, what, dict] of active) {
    it(`refuses ${what} (${name})`, async () => {
      const found = await inspectPdf(pdf(CATALOG, `5 0 obj << ${dict} >> endobj`));
      expect(found).toEqual({ verdict: 'active', name });
    });
  }

  it('reads names whole: /JSON, /URIs and /AAx are not active', async () => {
    const names = pdf(CATALOG, '5 0 obj << /JSON 1 /URIs 2 /AAx 3 /LaunchDate (2026) >> endobj');
    expect(await inspectPdf(names)).toEqual({ verdict: 'clean' });
  });

  it('inflates object streams and finds actions hidden in them, escaped or not', async () => {
    const hidden = pdf(CATALOG, objStm('5 0 << /S /JavaScript /JS (app.alert(1)) >>'));
    expect(await inspectPdf(hidden)).toEqual({ verdict: 'active', name: 'JavaScript' });
    const escaped = pdf(CATALOG, objStm('5 0 << /S /L#61unch /F (cmd.exe) >>'));
    expect(await inspectPdf(escaped)).toEqual({ verdict: 'active', name: 'Launch' });
    const typeEscaped = pdf(
      CATALOG,
      objStm('5 0 << /AA 6 0 R >>', '/Type /Obj#53tm /N 1 /First 0 /Filter /Fl#61teDecode'),
    );
    expect(await inspectPdf(typeEscaped)).toEqual({ verdict: 'active', name: 'AA' });
  });

  it('refuses an object stream it cannot read: another filter, a filter chain, parameters, bad data', async () => {
    const ascii85 = objStm('5 0 << /S /GoTo >>', '/Type /ObjStm /N 1 /First 0 /Filter /ASCII85Decode');
    expect((await inspectPdf(pdf(CATALOG, ascii85))).verdict).toBe('unchecked');
    const chain = objStm('5 0 << >>', '/Type /ObjStm /N 1 /First 0 /Filter [/ASCIIHexDecode /FlateDecode]');
    expect((await inspectPdf(pdf(CATALOG, chain))).verdict).toBe('unchecked');
    const predicted = objStm(
      '5 0 << >>',
      '/Type /ObjStm /N 1 /First 0 /Filter /FlateDecode /DecodeParms << /Predictor 12 /Columns 4 >>',
    );
    expect((await inspectPdf(pdf(CATALOG, predicted))).verdict).toBe('unchecked');
    const garbage = Buffer.concat([
      text('9 0 obj << /Type /ObjStm /N 1 /First 0 /Filter /FlateDecode /Length 12 >> stream\n'),
      text('not deflated'),
      text('\nendstream endobj'),
    ]);
    expect((await inspectPdf(pdf(CATALOG, garbage))).verdict).toBe('unchecked');
  });

  it('treats any stream with /First as an object stream, whatever its /Type says', async () => {
    const disguised = objStm('5 0 << /S /SubmitForm >>', '/Type /XObject /N 1 /First 0 /Filter /FlateDecode');
    expect(await inspectPdf(pdf(CATALOG, disguised))).toEqual({ verdict: 'active', name: 'SubmitForm' });
  });

  it('refuses a compression bomb: inflating stops at the cap', async () => {
    const bomb = pdf(CATALOG, objStm(Buffer.alloc(2_000_000, 0x20)));
    expect((await inspectPdf(bomb, { maxInflatedBytes: 1_000_000 })).verdict).toBe('unchecked');
    expect((await inspectPdf(bomb, { maxInflatedBytes: 3_000_000 })).verdict).toBe('clean');
  });
});
