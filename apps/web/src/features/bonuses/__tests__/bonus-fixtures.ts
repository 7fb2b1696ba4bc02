import type { BonusTransaction, BonusTransactionsResponse, WithdrawBonusesData } from '@storefront/contract/bonuses';

export function tx(id: number, overrides: Partial<BonusTransaction> = {}): BonusTransaction {
  return {
    Id: id,
    TransactionDate: '2025-03-05T09:07:00.000Z',
    BonusOperationName: 'Бонус за покупку в сети, 1-я линия',
    Operation: 'referral',
    Amount: 100,
    Status: 'available',
    ShowcaseName: 'Сарафан Маркет',
    ShowcaseBotName: 'sarafan_main_bot',
    AmountKopecks: 10_000,
    State: 'available',
    ReleaseDate: null,
    OrderId: null,
    OrderNumber: null,
    BuyerName: null,
    ShowcaseId: null,
    Level: null,
    ShowcaseBonus: false,
    ...overrides,
  };
}

export function bonusPage(overrides: Partial<BonusTransactionsResponse> = {}): BonusTransactionsResponse {
  return {
    balance: { GlobalValue: 1250.5, LocalValue: 40 },
    Expected: { GlobalValue: 322.49, LocalValue: 0 },
    Reserved: 0,
    BonusTransactions: [tx(1)],
    pager: { currentPage: 0, totalPages: 1 },
    ...overrides,
  };
}

export function withdrawData(overrides: Partial<WithdrawBonusesData> = {}): WithdrawBonusesData {
  return {
    available: 1250.5,
    reserved: 0,
    minimum: 500,
    methods: ['card', 'sbp'],
    saved: { card: '•••• 4417', sbp: null, yoomoney: null },
    destinations: [],
    banks: [{ id: '100000000111', name: 'Сбербанк' }],
    history: [],
    ...overrides,
  };
}
