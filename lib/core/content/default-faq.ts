import { facilityTerms, hours, marketing, prices, sessionRules, trial, yen } from '@/lib/core/facts';

export interface Faq {
  question: string;
  answer: string;
}

const { premium } = prices;

/** The 15 questions a store page shows when the store has no questions of its own. */
export const DEFAULT_FAQ: readonly Faq[] = [
  {
    question: '加圧トレーニングとはどのようなトレーニングですか？',
    answer:
      '腕や脚の付け根に専用のベルトを巻き、血流を適度に制限した状態で行うトレーニングです。軽い負荷でも筋肉にしっかり刺激が入るため、短い時間で効率よく体を鍛えられます。ベルトの圧は資格を持つトレーナーが一人ひとりに合わせて調整します。',
  },
  {
    question: '運動経験がなくても大丈夫ですか？',
    answer: `もちろん大丈夫です。会員さまの多くは運動経験のない方で、小学生から${marketing.oldestMemberAge}歳の方まで幅広い年代の方が通われています。体力や目的に合わせてトレーナーがメニューを組み立てます。`,
  },
  {
    question: '無料体験ではどのようなことをしますか？',
    answer: `カウンセリングで目標や体の状態をお伺いしたあと、加圧トレーニングと有酸素運動を実際に体験していただきます。所要時間は${trial.minMinutes}〜${trial.maxMinutes}分ほどです。`,
  },
  {
    question: '体験の当日は何時に行けばよいですか？',
    answer: `ご予約時間の${trial.arriveEarlyMinutes}分前までにご来店ください。開始時間から${trial.lateCancelMinutes}分以上遅れた場合は体験を中止とさせていただきますので、遅れそうなときは店舗までお電話ください。`,
  },
  {
    question: '持ち物は何が必要ですか？',
    answer:
      '動きやすい服装、室内用の運動靴、タオル、お飲み物をご用意ください。ウェアやシューズはレンタルもございます（店舗により料金が異なります）。',
  },
  {
    question: '月会費はいくらですか？',
    answer: `通い放題のプレミアムプランは月会費${yen(premium.monthly)}です（店舗・キャンペーンにより${yen(premium.monthlyReduced)}）。1回${premium.sessionMinutes}分（パーソナルトレーニング${premium.personalMinutes}分＋有酸素運動${premium.aerobicMinutes}分）で、回数の制限はありません。`,
  },
  {
    question: '本当に毎日通ってもよいのですか？',
    answer: `はい、プレミアムプランは回数無制限です。バリエーションセッションは1日${sessionRules.variationPerDay}回まで連続で受けられ、追加料金はかかりません。`,
  },
  {
    question: '予約の変更やキャンセルに料金はかかりますか？',
    answer: `かかりません。開始${sessionRules.freeCancelMinutesBefore}分前までのキャンセルは無料ですので、体調がすぐれない日は無理をせずご連絡ください。`,
  },
  {
    question: 'どのような支払い方法がありますか？',
    answer: `店舗では${trial.paymentMethods.join('、')}をご利用いただけます。ご入会時に最初の${facilityTerms.prepaidMonths}か月分をお支払いいただき、${facilityTerms.cardPaymentFromMonth}か月目からはクレジットカードでのお支払いとなります。`,
  },
  {
    question: '営業時間は何時から何時までですか？',
    answer: `平日は${hours.weekdays.open}〜${hours.weekdays.close}、土日祝は${hours.weekendsAndHolidays.open}〜${hours.weekendsAndHolidays.close}です。年末年始（${facilityTerms.yearEndClosure.from}〜${facilityTerms.yearEndClosure.to}）は休業いたします。`,
  },
  {
    question: 'シャワーや更衣室はありますか？',
    answer: '全店舗に更衣室をご用意しています。シャワーの有無は店舗によって異なりますので、店舗ページの設備情報をご確認いただくか、お気軽にお問い合わせください。',
  },
  {
    question: '女性のトレーナーを指名できますか？',
    answer: '店舗の在籍状況によりますが、ご希望をお伺いしたうえでできるかぎり対応いたします。ご予約の際にお申し付けください。',
  },
  {
    question: '持病があってもトレーニングできますか？',
    answer:
      '症状によってはトレーニングをお控えいただく場合があります。通院中の方や持病のある方は、事前に主治医にご相談のうえ、カウンセリングの際にトレーナーへお伝えください。',
  },
  {
    question: '未成年でも入会できますか？',
    answer: '保護者の方の同意があればご入会いただけます。なお、中学生の方のご入会はお断りしております。',
  },
  {
    question: 'プラン変更や退会の手続きはどうすればよいですか？',
    answer: `毎月${facilityTerms.changeDeadlineDay}日までに、店舗で書面によるお手続きをお願いしています。${facilityTerms.changeDeadlineDay}日を過ぎると翌月も継続となりますのでご注意ください。`,
  },
];
