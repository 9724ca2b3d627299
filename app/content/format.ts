import YAML from "yaml-decap";

/**
 * A content file's data written exactly as Decap CMS writes it (its YAML format: the `yaml`
 * package at 1.10.3 with default options, decap-cms-core/src/formats/yaml.ts). Files kept in this
 * form change only in the lines an editor changed when the CMS saves them (`npm run content:format`
 * rewrites them; app/content/format.test.ts checks every file).
 */
export function decapYaml(data: unknown): string {
  const doc = new YAML.Document();
  doc.contents = YAML.createNode(data) as typeof doc.contents;
  return doc.toString();
}
