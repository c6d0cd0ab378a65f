import type { ReactNode } from 'react';
import { api } from '../../app/api-client.ts';
import { useMemberWrite } from '../question/useMemberWrite.ts';

export interface FlagWrite {
  /**
   * Sends the flag (POST report) behind the report captcha; a visitor is sent to log in. True once it
   * is written; false when nothing was (the refusal was shown). Field errors are thrown for the picker.
   */
  flag(reportType: number, content: string): Promise<boolean>;
  /** render this where the control is: the captcha dialog when one is asked */
  dialog: ReactNode;
}

export function useFlag(objectId: string): FlagWrite {
  const write = useMemberWrite('report');
  const flag = async (reportType: number, content: string) => {
    const sent = await write.run((answer) =>
      api.addReport({ body: { object_id: objectId, report_type: reportType, content, ...answer } }),
    );
    // the call answers null data when written; undefined means nothing was written
    return sent !== undefined;
  };
  return { flag, dialog: write.dialog };
}
