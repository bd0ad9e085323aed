import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateXML } from 'xmllint-wasm';

/**
 * Validates an FA(3) document against the ministry's schema (copied into `schema/`, see its README) with
 * libxml2's own validator compiled to WebAssembly (xmllint-wasm: no native build, no network). The schema
 * imports its base types by an http URL on crd.gov.pl; that one URL is resolved to the local copy here.
 */
const schemaDir = join(fileURLToPath(new URL('.', import.meta.url)), 'schema');
const importedUrl =
  'http://crd.gov.pl/xml/schematy/dziedzinowe/mf/2022/01/05/eD/DefinicjeTypy/StrukturyDanych_v10-0E.xsd';
const baseFiles = ['StrukturyDanych_v10-0E.xsd', 'ElementarneTypyDanych_v10-0E.xsd', 'KodyKrajow_v10-0E.xsd'];

type SchemaFiles = {
  schema: { fileName: string; contents: string };
  preload: { fileName: string; contents: string }[];
};
let loaded: Promise<SchemaFiles> | null = null;

function schemaFiles(): Promise<SchemaFiles> {
  loaded ??= (async () => {
    const fa3 = await readFile(join(schemaDir, 'schemat_FA(3)_v1-0E.xsd'), 'utf8');
    if (!fa3.includes(importedUrl)) throw new Error('FA(3) schema: the import of StrukturyDanych has moved');
    return {
      schema: { fileName: 'FA3.xsd', contents: fa3.replace(importedUrl, baseFiles[0] as string) },
      preload: await Promise.all(
        baseFiles.map(async (fileName) => ({
          fileName,
          contents: await readFile(join(schemaDir, 'bazowe', fileName), 'utf8'),
        })),
      ),
    };
  })();
  return loaded;
}

export type Fa3Validation = { valid: true } | { valid: false; errors: string[] };

/** Whether `xml` is a valid FA(3) invoice; when not, libxml2's messages (line and what is wrong). */
export async function validateFa3(xml: string): Promise<Fa3Validation> {
  const { schema, preload } = await schemaFiles();
  const result = await validateXML({ xml: { fileName: 'invoice.xml', contents: xml }, schema, preload });
  if (result.valid) return { valid: true };
  const errors = result.errors.map((error) => error.message.trim());
  return { valid: false, errors: errors.length > 0 ? errors : [result.rawOutput.trim()] };
}
