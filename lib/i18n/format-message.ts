export type Messages = { [key: string]: string | Messages };
export type MessageParams = Record<string, string | number>;

/** Looks up a dotted key and fills `{name}` placeholders; an unknown key comes back as itself. */
export function formatMessage(messages: Messages, key: string, params?: MessageParams): string {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) {
    node = typeof node === 'object' ? node[part] : undefined;
  }
  if (typeof node !== 'string') return key;
  return params ? node.replace(/\{(\w+)\}/g, (m, name: string) => String(params[name] ?? m)) : node;
}
