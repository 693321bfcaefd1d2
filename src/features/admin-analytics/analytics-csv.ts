// The analytics' CSV: every figure on the screen as (bölüm, ad, değer) rows, with the kit's Excel-safe writer.
import type { Analytics } from '../../../api/analytics/analytics.shared'
import { buildCsv, csvFileName } from '../../components/data-table/csv'

export function buildAnalyticsCsv(data: Analytics): string {
  const rows: string[][] = [
    ['Aralık', 'Başlangıç', data.range.from],
    ['Aralık', 'Bitiş', data.range.to],
    ['Kayıtlar', 'Toplam', String(data.signUps.total)],
    ...data.signUps.buckets.map((b) => [
      data.range.bucket === 'day' ? 'Günlük kayıt' : 'Haftalık kayıt',
      b.start,
      String(b.count),
    ]),
    ['Talepler', 'Toplam', String(data.requests.total)],
    ['Talepler', 'Tamamlanan', String(data.requests.completed)],
    [
      'Talepler',
      'Dönüşüm oranı',
      data.requests.conversionRate === null ? '' : data.requests.conversionRate.toFixed(4),
    ],
    ...data.requests.byStatus.map((s) => ['Duruma göre talepler', s.label, String(s.count)]),
    ...data.requests.bySector.map((s) => ['Sektöre göre talepler', s.label, String(s.count)]),
    ['Yayına alma', 'Ölçülen talep', String(data.goLive.measured)],
    [
      'Yayına alma',
      'Medyan (dakika)',
      data.goLive.medianMinutes === null ? '' : String(data.goLive.medianMinutes),
    ],
    ['Yayına alma', 'Söz verilen (dakika)', String(data.goLive.promiseMinutes)],
    ['Gelir (TRY)', 'Toplam', String(data.revenue.total)],
    ...data.revenue.months.map((m) => ['Aylık gelir (TRY)', m.month, String(m.amount)]),
    ['Ziyaretçiler', 'Toplam', String(data.visitors.total)],
    ...data.visitors.days.map((d) => ['Günlük ziyaretçi', d.day, String(d.count)]),
    ['Cihaz', 'Mobil', String(data.visitors.devices.mobile)],
    ['Cihaz', 'Tablet', String(data.visitors.devices.tablet)],
    ['Cihaz', 'Masaüstü', String(data.visitors.devices.desktop)],
    [
      'Ziyaretçiler',
      'Hemen çıkma oranı',
      data.visitors.bounceRate === null ? 'ölçülemiyor' : data.visitors.bounceRate.toFixed(4),
    ],
  ]
  return buildCsv(['Bölüm', 'Ad', 'Değer'], rows)
}

export const analyticsCsvFileName = (range: { from: string; to: string }) =>
  csvFileName(`analitik-${range.from}-${range.to}`)
