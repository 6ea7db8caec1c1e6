/** The chat page's own words, in the six languages of the site (the language comes with the launch). */
export interface ChatTexts {
  title: string;
  back: string;
  send: string;
  label: string;
  empty: string;
  you: string;
  agent: string;
  tooLong: string;
  failed: string;
  expired: string;
}

const TEXTS: Record<string, ChatTexts> = {
  EN: {
    title: 'Live chat',
    back: 'Back to the site',
    send: 'Send',
    label: 'Your message',
    empty: 'Write to us and an agent will answer here.',
    you: 'You',
    agent: 'Agent',
    tooLong: 'Messages are limited to 500 characters.',
    failed: 'Your message was not sent. Try again.',
    expired: 'This chat link has expired. Open chat again from the site.',
  },
  TY: {
    title: 'Live chat',
    back: 'Bumalik sa site',
    send: 'Ipadala',
    label: 'Ang iyong mensahe',
    empty: 'Sumulat sa amin at sasagot dito ang isang ahente.',
    you: 'Ikaw',
    agent: 'Ahente',
    tooLong: 'Hanggang 500 na character lamang ang mensahe.',
    failed: 'Hindi naipadala ang mensahe. Subukan muli.',
    expired: 'Nag-expire na ang chat link na ito. Buksan muli ang chat mula sa site.',
  },
  CN: {
    title: '在线客服',
    back: '返回网站',
    send: '发送',
    label: '您的消息',
    empty: '给我们留言，客服会在这里回复。',
    you: '您',
    agent: '客服',
    tooLong: '消息最多 500 个字符。',
    failed: '消息未发送，请重试。',
    expired: '此聊天链接已过期，请从网站重新打开聊天。',
  },
  JA: {
    title: 'ライブチャット',
    back: 'サイトに戻る',
    send: '送信',
    label: 'メッセージ',
    empty: 'メッセージを送ると、担当者がここで返信します。',
    you: 'あなた',
    agent: '担当者',
    tooLong: 'メッセージは500文字までです。',
    failed: 'メッセージを送信できませんでした。もう一度お試しください。',
    expired: 'このチャットリンクは期限切れです。サイトからもう一度チャットを開いてください。',
  },
  TH: {
    title: 'แชทสด',
    back: 'กลับไปที่เว็บไซต์',
    send: 'ส่ง',
    label: 'ข้อความของคุณ',
    empty: 'เขียนถึงเรา แล้วเจ้าหน้าที่จะตอบที่นี่',
    you: 'คุณ',
    agent: 'เจ้าหน้าที่',
    tooLong: 'ข้อความยาวได้ไม่เกิน 500 ตัวอักษร',
    failed: 'ส่งข้อความไม่สำเร็จ โปรดลองอีกครั้ง',
    expired: 'ลิงก์แชทนี้หมดอายุแล้ว โปรดเปิดแชทจากเว็บไซต์อีกครั้ง',
  },
  VI: {
    title: 'Trò chuyện trực tuyến',
    back: 'Quay lại trang',
    send: 'Gửi',
    label: 'Tin nhắn của bạn',
    empty: 'Hãy nhắn cho chúng tôi, nhân viên sẽ trả lời tại đây.',
    you: 'Bạn',
    agent: 'Nhân viên',
    tooLong: 'Tin nhắn tối đa 500 ký tự.',
    failed: 'Chưa gửi được tin nhắn. Hãy thử lại.',
    expired: 'Liên kết trò chuyện đã hết hạn. Hãy mở lại từ trang web.',
  },
};

export function chatTexts(language: string): ChatTexts {
  return TEXTS[language] ?? (TEXTS.EN as ChatTexts);
}
