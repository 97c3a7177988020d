/** The forms' messages, word for word from spec section 5, and the ones this site adds. */
export const messages = {
  name: 'お名前を入力してください。',
  furigana: 'フリガナを入力してください。',
  gender: '性別を選択してください。',
  age: '年代を選択してください。',
  phone: '電話番号を入力してください。',
  email: 'メールアドレスを入力してください。',
  emailConfirm: 'メールアドレスを入力してください。',
  emailMismatch: 'メールアドレスが一致しません。',
  emailFormat: 'メールアドレスの形式が正しくありません。',
  postCode: '郵便番号を入力してください。',
  postCodeFormat: '郵便番号が正しくありません。',
  postCodeNotFound: '郵便番号が見つかりませんでした。',
  address: '住所を入力してください。',
  contact: 'ご用件を選択してください。',
  destination: 'お問い合わせ先を選択してください。',
  message: 'お問い合わせ内容を入力してください。',
  schedule: 'ご希望日時を選択し直してください。',
  dayImpossible: '存在しない日付です。',
  dayPast: '過ぎた日付は選べません。',
  choice: '選択肢から選んでください。',
  rateLimited: '短い時間に続けて送信されたため、受け付けを一時停止しています。10分ほど時間をおいてから、もう一度お試しください。',
  unavailable:
    'ただいま送信を受け付けられませんでした。入力内容はそのまま残っていますので、しばらくしてからもう一度「送信する」を押してください。',
  invalid: '入力内容に誤りがあります。各項目をご確認ください。',
} as const;

export function tooLong(label: string, max: number): string {
  return `${label}は${max.toLocaleString('ja-JP')}文字以内で入力してください。`;
}
