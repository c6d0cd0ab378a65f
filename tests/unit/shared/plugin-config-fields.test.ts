import { describe, expect, it } from 'vitest';
import { constants } from '../../../generated/constants.ts';
import {
  configFieldIssues,
  messageForConfigIssue,
  type ConfigFieldRules,
} from '../../../src/shared/plugins/config-fields.ts';

// The rules of every kind of plugin setting; the captcha's (whole numbers) also run over HTTP in
// tests/api/admin-plugins.test.ts.
const fields: ConfigFieldRules[] = [
  { name: 'endpoint', type: 'input', required: true, options: [], ui_options: { input_type: 'url', max_length: 20 } },
  { name: 'notes', type: 'textarea', required: false, options: [], ui_options: { rows: '4' } },
  {
    name: 'mode',
    type: 'select',
    required: false,
    options: [{ value: 'fast' }, { value: 'careful' }],
    ui_options: {},
  },
  { name: 'verbose', type: 'switch', required: false, options: [], ui_options: {} },
  { name: 'retries', type: 'input', required: false, options: [], ui_options: { input_type: 'number' } },
];

const issuesOf = (values: Record<string, unknown>) =>
  configFieldIssues(fields, values).map((issue) => [issue.field, issue.keyword]);

describe('the rules of plugin settings', () => {
  it('accepts values of the right kinds within their limits, and empty optional fields', () => {
    expect(issuesOf({ endpoint: 'https://a.example', mode: 'careful', verbose: true, retries: 3 })).toEqual([]);
    expect(issuesOf({ endpoint: 'x', notes: '', mode: '' })).toEqual([]);
  });

  it('names each broken rule on its field, in the fields’ order, with names the plugin lacks first', () => {
    expect(
      issuesOf({
        colour: 'red',
        endpoint: 'x'.repeat(21),
        notes: 5,
        mode: 'reckless',
        verbose: 'yes',
        retries: constants.plugin.config_number.max + 1,
      }),
    ).toEqual([
      ['colour', 'additionalProperties'],
      ['endpoint', 'maxLength'],
      ['notes', 'type'],
      ['mode', 'enum'],
      ['verbose', 'type'],
      ['retries', 'maximum'],
    ]);
    expect(issuesOf({ retries: 1.5 })).toEqual([
      ['endpoint', 'required'],
      ['retries', 'type'],
    ]);
  });

  it('words each rule with the plugin settings’ own messages and the limit from the field', () => {
    const issues = configFieldIssues(fields, { a: 1, endpoint: 'x'.repeat(21), retries: 0.5 });
    const on = (field: string) => issues.find((issue) => issue.field === field)!;
    const [tooLong, notWhole, unknown] = [on('endpoint'), on('retries'), on('a')];
    expect(messageForConfigIssue(tooLong, fields)).toMatchObject({
      key: 'validation.plugin_config.max_length',
      values: { limit: 20 },
    });
    expect(messageForConfigIssue(notWhole, fields).key).toBe('validation.plugin_config.integer');
    expect(messageForConfigIssue(unknown, fields).key).toBe('validation.plugin_config.additional_property');
  });
});
