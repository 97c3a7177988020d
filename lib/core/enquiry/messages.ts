import { choose, enter, VISITOR_MESSAGES } from '@/lib/core/visitor/messages';
import { FIELD_LABELS as label } from './fields';

/** The forms' messages, word for word from spec section 5, and the ones this site adds. */
export const messages = {
  ...VISITOR_MESSAGES,
  gender: choose(label.gender),
  age: choose(label.age),
  postCode: enter(label.postCode),
  postCodeFormat: `${label.postCode}が正しくありません。`,
  address: enter(label.address),
  contact: choose(label.contact),
  destination: choose(label.destination),
  message: enter(label.message),
  schedule: `${label.schedule}を選択し直してください。`,
  dayImpossible: '存在しない日付です。',
  dayPast: '過ぎた日付は選べません。',
  choice: '選択肢から選んでください。',
  rateLimited: '短い時間に続けて送信されたため、受け付けを一時停止しています。10分ほど時間をおいてから、もう一度お試しください。',
  unavailable:
    'ただいま送信を受け付けられませんでした。入力内容はそのまま残っていますので、しばらくしてからもう一度「送信する」を押してください。',
  invalid: '入力内容に誤りがあります。各項目をご確認ください。',
} as const;
