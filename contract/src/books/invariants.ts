/** What the rows breaking a rule are: the dashboard names them ("SKU 12", "Order 40"). */
export type BooksSubject = 'sku' | 'customer' | 'order' | 'order_line' | 'till_session' | 'buylist' | 'card' | 'game';
