import { SaxesParser } from 'saxes';

/** An element of a parsed XML document: its name, attributes, text and children. */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  text: string;
  children: XmlElement[];
}

/** Parses a whole XML document with a real parser; malformed XML throws. */
export function parseXml(xml: string): XmlElement {
  const parser = new SaxesParser();
  const root: XmlElement = { name: '#document', attributes: {}, text: '', children: [] };
  const open: XmlElement[] = [root];
  parser.on('opentag', (tag) => {
    const element: XmlElement = {
      name: tag.name,
      attributes: tag.attributes as Record<string, string>,
      text: '',
      children: [],
    };
    open.at(-1)!.children.push(element);
    open.push(element);
  });
  parser.on('text', (text) => {
    open.at(-1)!.text += text;
  });
  parser.on('closetag', () => {
    open.pop();
  });
  parser.on('error', (error) => {
    throw error;
  });
  parser.write(xml).close();
  if (root.children.length !== 1) throw new Error('an XML document has one root element');
  return root.children[0]!;
}

/** The children of an element with a given name. */
export function childrenNamed(element: XmlElement, name: string): XmlElement[] {
  return element.children.filter((child) => child.name === name);
}

/** The text of the first child of that name. */
export function childText(element: XmlElement, name: string): string | undefined {
  return childrenNamed(element, name)[0]?.text;
}
