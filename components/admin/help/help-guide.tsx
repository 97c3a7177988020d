import Link from 'next/link';
import type { ReactNode } from 'react';
import { PageHeader } from '../ui/page-header';
import { card } from '../ui/styles';

/*
 * The admin's manual: how to do each common task, in the office's words. Static text (no data),
 * so it is a server component. Keep it in step with the screens when they change.
 */

interface Topic {
  id: string;
  title: string;
  body: ReactNode;
}

function A({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className="font-bold text-brand-700 underline underline-offset-2 hover:text-brand-900">
      {children}
    </Link>
  );
}

function Steps({ children }: { children: ReactNode }) {
  return <ol className="ml-6 list-decimal space-y-1.5">{children}</ol>;
}

function Notes({ children }: { children: ReactNode }) {
  return <ul className="ml-6 list-disc space-y-1.5">{children}</ul>;
}

const BLOCKS: [string, string][] = [
  ['大見出し（h2）・中見出し（h3）・小見出し（h4）', '記事の見出しです。大見出しから順に使います。'],
  ['本文（段落）', '文章です。太字やリンクなど、簡単な HTML も使えます。'],
  ['画像', 'ライブラリから画像を選びます。代替テキスト（画像の説明）と、表示する幅（%）・縦横比を指定できます。'],
  ['動画', '動画ファイルのアドレスを指定します。'],
  ['テキストリンク・ボタン', '表示する文字とリンク先を入力します。ボタンは目立つボタンの形で表示されます。'],
  ['YouTube 動画', 'YouTube のアドレス（共有リンク・ブラウザのアドレスどちらでも可）を貼り付けます。'],
];

const TOPICS: Topic[] = [
  {
    id: 'store-add',
    title: '店舗を追加する',
    body: (
      <>
        <Steps>
          <li>
            店舗のエリアがまだなければ、先に <A href="/admin/areas">エリア</A> 画面で「＋ エリアを追加」から登録します。
          </li>
          <li>
            <A href="/admin/stores">店舗</A> 画面の「＋ 店舗を追加」を押します。
          </li>
          <li>
            店舗名・エリア・住所・電話番号・営業時間などを入力します。「店舗ページの URL」には半角英小文字・数字・ハイフンを使います（例: shibuya-ekimae →
            /store/shibuya-ekimae）。ほかの店舗と同じものは使えません。
          </li>
          <li>画像を追加し、店舗ページのメイン画像にするものを「サムネイル」に選びます。</li>
          <li>準備ができたら「公開する」にチェックを入れて保存します。チェックを外したままだと非公開で、管理画面でだけ見られます。</li>
        </Steps>
        <p className="mt-3">
          一時的に隠したいときは、削除せずに「公開する」のチェックを外してください。店舗を削除すると、その店舗のトレーナー・お客様の声・よくある質問も一緒に消えます。
        </p>
      </>
    ),
  },
  {
    id: 'store-images',
    title: '店舗の画像を入れ替える',
    body: (
      <Steps>
        <li>
          <A href="/admin/stores">店舗</A> 画面で店舗を開き、「画像」の欄まで進みます。
        </li>
        <li>「画像を追加」からライブラリの画像を選ぶか、新しくアップロードします。</li>
        <li>順番はドラッグするか「上へ」「下へ」で並べ替えます。いらない画像は「削除」で外します（ライブラリからは消えません）。</li>
        <li>メイン画像を変えるときは、その画像の「サムネイル」を選びます。</li>
        <li>「保存する」を押すと、店舗ページの画像がすぐに入れ替わります。</li>
      </Steps>
    ),
  },
  {
    id: 'article',
    title: '記事を書く（ブロックの種類と並べ替え）',
    body: (
      <>
        <Steps>
          <li>
            <A href="/admin/news">記事</A> 画面で「＋ 記事を書く」を押します。
          </li>
          <li>
            タイトル・カテゴリー・日付・記事の URL（半角英数字とハイフン）を入力します。カテゴリーは <A href="/admin/categories">カテゴリー</A> 画面で「お知らせ」「お役立ち情報」ごとに管理します。
          </li>
          <li>「作成する」を押すと、記事が<strong>下書き</strong>としてできます（まだ公開サイトには出ません）。続けて本文を作ります。</li>
          <li>
            本文は「ブロック」を上から順に積み重ねて作ります。「ブロックを追加」の欄で種類（＋ 大見出し、＋ 本文 など）を押し、内容を入力して「ブロックを保存」を押します。新しいブロックは記事の最後に加わります。
          </li>
          <li>プレビューは公開ページと同じ部品で表示しています。保存前の変更も反映されるので、見た目を確かめてから保存します。</li>
        </Steps>
        <h3 className="mt-4 font-bold">ブロックの種類</h3>
        <dl className="mt-2 space-y-2">
          {BLOCKS.map(([name, text]) => (
            <div key={name}>
              <dt className="font-bold">{name}</dt>
              <dd className="ml-4">{text}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-3">
          見出し・本文・リンクには「中央揃え」「太字」「マーカー」「枠で囲む」などの飾りを付けられます。
        </p>
        <h3 className="mt-4 font-bold">ブロックの並べ替え・編集・削除</h3>
        <Notes>
          <li>ブロックの左の取っ手（⠿）をドラッグして、好きな位置に動かします。</li>
          <li>キーボードでは、取っ手を選んで矢印キー（↑↓）を押すか、各ブロックの「上へ」「下へ」ボタンで1つずつ動かせます。並べ替えはすぐに保存されます。</li>
          <li>内容を直すときは「編集」、いらないブロックは「削除」を押します。</li>
        </Notes>
        <p className="mt-3">
          書き上げたら「公開状態」を「公開する」にして保存します。公開の流れは「<a href="#workflow" className="font-bold text-brand-700 underline underline-offset-2">下書き・予約公開・プレビュー</a>」をご覧ください。
        </p>
      </>
    ),
  },
  {
    id: 'workflow',
    title: '下書き・予約公開・プレビュー（記事とキャンペーン）',
    body: (
      <>
        <p>記事とキャンペーンには「公開状態」があり、一覧の「公開状態」の列に表示されます。</p>
        <dl className="mt-2 space-y-2">
          <div>
            <dt className="font-bold">下書き</dt>
            <dd className="ml-4">管理画面の中だけにあり、公開サイト・検索エンジン・サイトマップには出ません。新しく作った記事とキャンペーンは下書きから始まります。</dd>
          </div>
          <div>
            <dt className="font-bold">予約</dt>
            <dd className="ml-4">
              「公開する」にして、「公開日時」に先の日時（日本時間）を入れて保存した状態です。その日時になると、誰も操作しなくても自動で公開されます（反映まで最大5分ほどかかることがあります）。
            </dd>
          </div>
          <div>
            <dt className="font-bold">公開</dt>
            <dd className="ml-4">公開サイトに表示されています。公開中に保存した変更は、すぐに公開サイトに反映されます。公開をやめるときは「下書き」に戻して保存します。</dd>
          </div>
        </dl>
        <h3 className="mt-4 font-bold">公開前に確認してもらう（プレビューリンク）</h3>
        <Steps>
          <li>記事の編集画面の下にある「プレビューリンク」で「プレビューリンクを作成」を押します。</li>
          <li>表示されたアドレスを「コピー」して、確認してもらう人にメールなどで送ります。管理画面のアカウントがなくても、公開ページと同じ見た目で記事を読めます。</li>
          <li>リンクは作成から7日間使えます。記事の情報を保存すると、それまでのリンクは使えなくなります（直した内容を見てもらうときは、新しいリンクを作って送ります）。</li>
          <li>送ったリンクをすぐに止めたいときは「これまでのリンクを無効にする」を押します。</li>
        </Steps>
      </>
    ),
  },
  {
    id: 'safety',
    title: '編集の取り消し・ゴミ箱・同時編集・一括操作',
    body: (
      <>
        <h3 className="font-bold">前の版に戻す（履歴）</h3>
        <p className="mt-1">
          記事・店舗・キャンペーンは、保存するたびに「版」が残ります。編集画面の下の「履歴」に、日時・変更した人・変更した項目が並びます（同じ人が2分以内に続けて保存した変更は、1つの版にまとめて記録されます）。
        </p>
        <Steps>
          <li>「差分を見る」で、その版と現在の内容の違い（項目ごとの変更前・変更後、記事は本文のブロックの追加・削除・変更）を確かめます。</li>
          <li>「この版に戻す」を押すと、その版の内容に戻ります。戻したこと自体も新しい版として残るので、やり直しもできます。公開状態（下書き・公開）は戻しても変わりません。</li>
        </Steps>
        <h3 className="mt-4 font-bold">削除した記事・店舗を元に戻す（ゴミ箱）</h3>
        <p className="mt-1">
          削除した記事と店舗は <A href="/admin/trash">ゴミ箱</A> に30日間残ります。店舗はトレーナー・お客様の声・よくある質問・キャンペーンも一緒に残ります。「元に戻す」で、削除する前の状態に戻ります（同じ URL がほかで使われているときは戻せません）。30日を過ぎると完全に削除されます。
        </p>
        <h3 className="mt-4 font-bold">ほかの人と同時に編集したとき</h3>
        <p className="mt-1">
          あなたが画面を開いた後に、ほかの人が同じデータを保存していた場合は、保存せずに「○○さんが保存しました」とお知らせします。「最新の内容を読み込む」で相手の変更を画面に読み込む（あなたの入力は破棄されます）か、内容を確かめたうえで「上書きして保存」を選びます。
        </p>
        <h3 className="mt-4 font-bold">保存していない変更</h3>
        <Notes>
          <li>保存していない変更があるときに、メニューやリンク、ブラウザの「戻る」で画面を離れようとすると、確認が出ます。タブを閉じる・再読み込みするときは、ブラウザの確認が出ます。</li>
          <li>入力中の内容は、このブラウザに数秒ごとに控えが残ります。もう一度同じ画面を開くと「保存されていない編集内容があります」と表示されるので、「復元する」か「破棄する」を選びます。控えは保存すると消え、7日たつと表示されなくなります。</li>
        </Notes>
        <h3 className="mt-4 font-bold">まとめて公開・非公開・削除する（一括操作）</h3>
        <p className="mt-1">
          <A href="/admin/news">記事</A> と <A href="/admin/campaigns">キャンペーン</A> の一覧では、行の左のチェックボックスで複数選び（見出しのチェックボックスでそのページの全件）、「公開する」「非公開にする」「削除する」を押します。何件に行うかを確かめる画面が出てから実行します。
        </p>
      </>
    ),
  },
  {
    id: 'campaign',
    title: 'キャンペーンを出す・終える',
    body: (
      <>
        <Steps>
          <li>
            先に、キャンペーンの内容を <A href="/admin/news">記事</A> として書いておくと、店舗ページの「キャンペーン情報」ボタンから読めるようになります。
          </li>
          <li>
            <A href="/admin/campaigns">キャンペーン</A> 画面の「＋ キャンペーンを追加」を押し、店舗・お知らせ記事・キャンペーン価格・開始日を入力します。新しいキャンペーンは下書きです。すぐに出すときは「公開状態」を「公開する」に、決まった日時に出すときは「公開日時」も入れて保存します。
          </li>
          <li>
            公開中で終了日を過ぎていないキャンペーン（開始前のものを含む）は、開始日の新しい順に最大3件まで、トップページの「PICK UP CONTENTS」と画面下のキャンペーンバナーに表示されます。
          </li>
        </Steps>
        <p className="mt-3">
          <strong>終えるとき</strong>は、そのキャンペーンを開いて「終了日」を入れて保存します。終了日の翌日から自動で表示されなくなります。すぐに消したいときは削除します。終了日を空欄にすると、終了日未定で表示し続けます。
        </p>
      </>
    ),
  },
  {
    id: 'store-content',
    title: 'トレーナー・お客様の声・よくある質問',
    body: (
      <>
        <p>
          どれも店舗ごとの情報で、その店舗のページに表示されます。<A href="/admin/trainers">トレーナー</A>・<A href="/admin/reviews">お客様の声</A>・
          <A href="/admin/faq">よくある質問</A> の各画面で「店舗で絞り込み」を使うと、1店舗分だけを表示できます。
        </p>
        <Notes>
          <li>追加するときは、まず店舗を選び、名前やコメント、写真などを入力して保存します。</li>
          <li>トレーナーは登録した順（古いものから）に並びます。</li>
          <li>よくある質問を1件も登録していない店舗では、あらかじめ用意した標準の質問と回答が表示されます。</li>
        </Notes>
      </>
    ),
  },
  {
    id: 'enquiries',
    title: 'お問い合わせへの対応とメールの再送',
    body: (
      <>
        <p>
          お問い合わせフォーム（体験・見学・お問い合わせ）とフランチャイズの資料請求フォームから届いた内容は、すべて <A href="/admin/enquiries">お問い合わせ</A>{' '}
          画面に残ります。新しいお問い合わせは、画面を開いたままでも自動で一覧に加わります。
        </p>
        <Steps>
          <li>一覧の受付日時を押して詳細を開きます。「種別」「対応状況」「メール送信」や名前・電話番号での検索で絞り込めます。</li>
          <li>対応を始めたら「対応状況」を「対応中」に、終わったら「対応済み」にして「保存」を押します。ほかの管理者にもすぐに伝わります。</li>
        </Steps>
        <h3 className="mt-4 font-bold">メールの送信状況と再送</h3>
        <p className="mt-1">
          お問い合わせごとに、会社あてとお客様あての2通のメールを送ります。送れなかったメールは「再送待ち」となり、時間をおいて自動で送り直します。宛先の誤りなどで送れないときや、何日も送れないままのときは「送信失敗」となり、自動では送り直しません。送信失敗があると、ダッシュボードとメニューの「お問い合わせ」の横に件数が出ます。詳細画面の「メールの送信状況」で原因（最後のエラー）を確かめてから「再送する」を押すと、すぐに送り直します。メールが届かなくても、お問い合わせの内容はこの画面で必ず確認できます。
        </p>
      </>
    ),
  },
  {
    id: 'csv',
    title: 'CSV の書き出し',
    body: (
      <Steps>
        <li>
          <A href="/admin/enquiries">お問い合わせ</A> 画面で、必要なら種別・対応状況・検索語で絞り込みます。
        </li>
        <li>「CSV エクスポート」を押すと、絞り込んだ条件に合うお問い合わせがすべて（表示中のページだけでなく）CSV ファイルでダウンロードされます。</li>
        <li>Excel でそのまま開けます（文字化けしない形式です）。受付日時は日本時間です。</li>
      </Steps>
    ),
  },
  {
    id: 'images',
    title: '画像のアップロードと代替テキスト',
    body: (
      <>
        <Notes>
          <li>
            画像は <A href="/admin/media">メディア</A> 画面か、各画面の画像欄の「画像をアップロード」から登録します。JPEG・PNG・WebP・GIF・AVIF、10MB までです。
          </li>
          <li>アップロードした画像は、表示する画面に合わせた大きさに自動で縮小されます。撮影場所などの情報は取り除いて保存します。</li>
          <li>
            <strong>代替テキスト（画像の説明）は必須</strong>です。目の不自由な方の読み上げや、画像が表示されないときに使われます。何が写っているかを短く書いてください（例:
            渋谷店のトレーニングエリア）。「画像」「写真」だけの説明は避けます。
          </li>
          <li>使っている画像をメディア画面で削除すると、その画像を使っている店舗・トレーナー・お客様の声・記事では画像が表示されなくなります。</li>
        </Notes>
      </>
    ),
  },
  {
    id: 'admins',
    title: '管理者の招待・無効化',
    body: (
      <>
        <Steps>
          <li>
            <A href="/admin/users">管理者</A> 画面の「管理者を招待する」にメールアドレス（と、必要なら表示名）を入力し、「招待メールを送信」を押します。
          </li>
          <li>招待された人は、メールのリンク（有効期限72時間・1回だけ有効）を開いてパスワードを設定すると、ログインできるようになります。それまでの状態は「招待中」です。</li>
          <li>リンクの期限が切れたときは、一覧の「招待を再送」を押します。</li>
        </Steps>
        <p className="mt-3">
          退職などで使わなくなった人は「無効にする」を押します。その人はすぐにログアウトし、ログインできなくなります。「有効にする」で元に戻せます。自分自身は無効にできません。
        </p>
      </>
    ),
  },
  {
    id: 'account',
    title: 'パスワードとメールアドレスの変更',
    body: (
      <>
        <p>
          <A href="/admin/account">アカウント</A> 画面で、自分の表示名・パスワード・ログイン用メールアドレスを変更できます。
        </p>
        <Notes>
          <li>パスワードは、現在のパスワードと新しいパスワード（8文字以上、確認のため2回）を入力して変更します。変更するとすべての端末でログアウトするので、新しいパスワードでログインし直します。</li>
          <li>
            メールアドレスは、新しいメールアドレスと現在のパスワードを入力すると、新しいアドレスに確認メールが届きます。そのメールのリンク（有効期限24時間）を開いたときに変更が完了します。
          </li>
          <li>パソコンを共用していた、端末をなくしたときは「すべての端末からログアウト」を押します。</li>
          <li>パスワードを何度も間違えると、しばらくログインできなくなります。15分ほど待ってからお試しください。パスワードを忘れたときは、ほかの管理者に相談してください。</li>
        </Notes>
      </>
    ),
  },
  {
    id: 'publish',
    title: '公開サイトへの反映',
    body: (
      <>
        <p>
          店舗・エリア・トレーナーなどの保存・削除と、公開中の記事・キャンペーンの保存は、<strong>その場で公開サイトに反映</strong>されます。サイトのページを開き直す（再読み込みする）と新しい内容が表示されます。下書きの記事・キャンペーンは、公開するまで公開サイトには出ません。
        </p>
        <Notes>
          <li>非公開の店舗は、サイトの店舗一覧・店舗ページに表示されません。</li>
          <li>ほかの管理者が同時に作業していても、一覧は自動で最新の状態になります。</li>
          <li>メニューの「公開サイトを開く（新しいタブ）」から、いつでも公開サイトを確かめられます。</li>
        </Notes>
      </>
    ),
  },
];

/** The documentation screen: a table of contents and one section per common task. */
export function HelpGuide() {
  return (
    <>
      <PageHeader title="使い方" description="管理画面でよく行う作業の手順です。目次から読みたい項目を選んでください。" />
      <nav aria-labelledby="help-toc" className={`${card} mb-6`}>
        <h2 id="help-toc" className="font-bold">
          目次
        </h2>
        <ol className="mt-2 gap-x-6 space-y-1 text-sm sm:columns-2">
          {TOPICS.map((topic, index) => (
            <li key={topic.id}>
              <a href={`#${topic.id}`} className="text-brand-700 underline underline-offset-2 hover:text-brand-900">
                {index + 1}. {topic.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="space-y-6">
        {TOPICS.map((topic, index) => (
          <section key={topic.id} id={topic.id} aria-labelledby={`${topic.id}-title`} className={`${card} scroll-mt-16 text-sm leading-relaxed text-slate-800`}>
            <h2 id={`${topic.id}-title`} className="mb-3 text-lg font-bold text-slate-900">
              {index + 1}. {topic.title}
            </h2>
            {topic.body}
            <p className="mt-4 text-right">
              <a href="#help-toc" className="text-xs text-brand-700 underline underline-offset-2">
                目次へ戻る
              </a>
            </p>
          </section>
        ))}
      </div>
    </>
  );
}
